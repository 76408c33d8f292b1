import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from '@/i18n/navigation';
import { paths } from '@/config/paths';
import { CheckoutSteps } from './checkout-steps';

/**
 * The checkout with nothing in the cart; a message from the last attempt still shows, with
 * what the shopper can do about it (`children`).
 */
export function EmptyCheckout({
  notice,
  children,
}: {
  notice: string | null;
  children?: ReactNode;
}) {
  return (
    <div className="container section empty-checkout">
      <CheckoutSteps current={1} />
      {notice && (
        <div className={`alert alert--error${children ? ' alert--stacked' : ''}`} role="alert">
          <p>{notice}</p>
          {children}
        </div>
      )}
      <p>
        <Trans>Your cart is empty. Add a remedy or two before checking out.</Trans>
      </p>
      <Link className="button" to={paths.shop.href()}>
        <Trans>Continue Shopping</Trans>
      </Link>
    </div>
  );
}
