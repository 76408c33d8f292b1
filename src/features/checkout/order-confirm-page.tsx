import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { Link, useNavigate } from '@/i18n/navigation';
import { PageMeta } from '@/components/page-meta';
import { paths } from '@/config/paths';
import { formatAmount } from '@/lib/format';
import { AfterHydration } from '@/lib/hydration';
import { isVerified, receipts } from '@/lib/receipts';
import { useSession } from '@/stores/session-provider';
import { CheckoutSteps } from './checkout-steps';

import './checkout.css';

/**
 * The order the checkout passed in the navigation state, if this device holds its receipt:
 * receipts are written once the backend has verified the payment, and history state alone
 * proves nothing.
 */
function verifiedOrderFrom(state: unknown) {
  if (!state || typeof state !== 'object') return null;
  const { paymentId } = state as Record<string, unknown>;
  if (typeof paymentId !== 'string') return null;
  return (
    receipts.read().find((receipt) => receipt.paymentId === paymentId && isVerified(receipt)) ??
    null
  );
}

/**
 * 'Order Confirmed!' for a payment this device holds the verified receipt of; anyone else is
 * sent to their orders (the account's list, or this device's receipts for a guest).
 */
function Confirmation() {
  const order = verifiedOrderFrom(useLocation().state);
  const { user } = useSession();
  const navigate = useNavigate();
  const orders = user ? paths.orders.href() : paths.ordersOnDevice.href();
  useEffect(() => {
    if (!order) void navigate(orders, { replace: true });
  }, [order, orders, navigate]);
  if (!order) return null;
  return (
    <div className="order-confirm__card">
      <p className="order-confirm__icon" aria-hidden="true">
        ✓
      </p>
      <h1>
        <Trans>Order Confirmed!</Trans>
      </h1>
      <p>
        <Trans>Thank you for your purchase. Your order has been placed successfully.</Trans>
      </p>
      <p>
        <Trans>
          Order <strong>{order.orderId}</strong>, {formatAmount(order.amount)} paid (payment{' '}
          {order.paymentId}).
        </Trans>
      </p>
      <p>
        <Trans>
          A receipt is kept in this browser: see{' '}
          <Link to={paths.ordersOnDevice.href()}>Orders on this device</Link>.
        </Trans>
      </p>
      <div className="order-confirm__actions">
        <Link className="button" to={paths.orders.href()}>
          <Trans>View Orders</Trans>
        </Link>
        <Link className="button button--ghost" to={paths.shop.href()}>
          <Trans>Continue Shopping</Trans>
        </Link>
      </div>
    </div>
  );
}

export function OrderConfirmPage() {
  const { t } = useLingui();
  return (
    <>
      <PageMeta title={t`Order confirmed`} />
      <div className="container section order-confirm">
        <CheckoutSteps current={4} />
        <AfterHydration>
          <Confirmation />
        </AfterHydration>
      </div>
    </>
  );
}
