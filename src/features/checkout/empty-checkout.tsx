import { Link } from 'react-router-dom';
import { paths } from '@/config/paths';
import { CheckoutSteps } from './checkout-steps';

/** The checkout with nothing in the cart; a message from the last attempt still shows. */
export function EmptyCheckout({ notice }: { notice: string | null }) {
  return (
    <div className="container section empty-checkout">
      <CheckoutSteps current={1} />
      {notice && (
        <p className="alert alert--error" role="alert">
          {notice}
        </p>
      )}
      <p>Your cart is empty. Add a remedy or two before checking out.</p>
      <Link className="button" to={paths.shop.href()}>
        Continue Shopping
      </Link>
    </div>
  );
}
