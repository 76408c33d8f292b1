import { translate } from '@/i18n/catalogs';
import { msg, plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { Suspense, useEffect, useRef, useState } from 'react';
import { PageBanner } from '@/components/page-banner';
import { PageMeta } from '@/components/page-meta';
import { useCart } from '@/stores/cart-provider';
import type { CartItem } from '@/stores/cart-reducer';
import { digestOf } from '@/lib/digest';
import { useHydrated } from '@/lib/hydration';
import { savedAddress } from '@/lib/saved-address';
import { useSession } from '@/stores/session-provider';
import { CheckoutDetails } from './checkout-details';
import type { CheckoutForm } from './checkout-schema';
import { CheckoutSteps } from './checkout-steps';
import { EmptyCheckout } from './empty-checkout';
import { toOrderPayload, toPaymentNotes, toSavedAddress } from './order-payload';
import { isBusy } from './payment/payment-machine';
import { paymentNotice } from './payment/payment-messages';
import { HeldPaymentHelp } from './payment/held-payment-help';
import { PaymentSuccessModal } from './payment-success-modal';
import { orderTotals } from './shipping';
import { useCheckoutPayment } from './use-checkout-payment';
import './checkout.css';

const itemCount = (items: CartItem[]) => items.reduce((sum, item) => sum + item.quantity, 0);

export function CheckoutPage() {
  const { t } = useLingui();
  const hydrated = useHydrated();
  const cart = useCart();
  const { user } = useSession();
  const payment = useCheckoutPayment();
  const { state } = payment;
  // What was sent for payment stays in the summary while it is paid for and once the cart empties.
  const [submitted, setSubmitted] = useState<CartItem[] | null>(null);
  const busy = isBusy(state);
  const locked = busy || state.phase === 'unverified' || state.phase === 'paid';
  const notice = paymentNotice(state);
  const held = state.phase === 'held' ? state : null;
  // The order list can be asked only by the shopper the order was made for.
  const checkOrders = held && user && held.attempt.userId === user.id ? payment.checkAgain : null;
  // The button that was pressed is at the foot of a long form: bring its answer into view (and
  // again when it is pressed while an earlier attempt holds payments back).
  const noticeRef = useRef<HTMLDivElement>(null);
  const refusals = held?.refusals ?? 0;
  useEffect(() => {
    if (!notice) return;
    noticeRef.current?.scrollIntoView?.({ block: 'nearest' });
    if (refusals > 0) noticeRef.current?.focus();
  }, [notice, refusals]);

  // One button at the form's foot, whatever it says: focus stays on it while the payment is
  // processed, and comes back to it once a message is dismissed.
  const actionRef = useRef<HTMLButtonElement>(null);
  const dismissNotice = () => {
    payment.dismissNotice();
    actionRef.current?.focus();
  };

  const requestOf = (values: CheckoutForm) => {
    savedAddress.write(toSavedAddress(values));
    const totals = orderTotals(cart.items, values.shippingMethod);
    const payload = toOrderPayload(values, cart.items, user, totals);
    setSubmitted(cart.items);
    const count = itemCount(cart.items);
    return {
      payload,
      description: translate(
        msg`${plural(count, { one: '# item', other: '# items' })} from Veda Herbs`,
      ),
      notes: toPaymentNotes(values),
      items: cart.items.map(({ id, name, price, quantity }) => ({ id, name, price, quantity })),
      fingerprint: digestOf(JSON.stringify(payload)),
    };
  };
  const pay = (values: CheckoutForm) => payment.submit(requestOf(values));
  const payAgain = (values: CheckoutForm) => payment.payAgain(requestOf(values));

  if (hydrated && cart.items.length === 0 && (state.phase === 'ready' || held)) {
    return (
      <>
        <PageMeta title={t`Checkout`} />
        <PageBanner title={t`Checkout`} />
        <EmptyCheckout notice={notice}>
          {held && <HeldPaymentHelp held={held} onCheck={checkOrders} />}
        </EmptyCheckout>
      </>
    );
  }

  const step = state.phase === 'paid' ? 4 : locked ? 3 : 2;
  return (
    <>
      <PageMeta title={t`Checkout`} />
      <PageBanner title={t`Checkout`} />
      <div className="container checkout">
        <CheckoutSteps current={step} />
        {notice && (
          <div
            ref={noticeRef}
            className={`alert alert--error checkout__error${held ? ' alert--stacked' : ''}`}
            role="alert"
            tabIndex={-1}
          >
            <p>{notice}</p>
            {held && <HeldPaymentHelp held={held} onCheck={checkOrders} />}
            {state.phase === 'ready' && (
              <div className="checkout__error-actions">
                <button
                  type="button"
                  className="icon-button"
                  aria-label={t`Dismiss message`}
                  onClick={dismissNotice}
                >
                  ×
                </button>
              </div>
            )}
          </div>
        )}
        {/* Hydrated in a commit of its own: see CheckoutDetails. */}
        <Suspense>
          <CheckoutDetails
            user={user}
            items={locked && submitted ? submitted : cart.items}
            locked={locked}
            busy={busy}
            unverified={state.phase === 'unverified'}
            held={held !== null}
            onPay={pay}
            onPayAgain={payAgain}
            onCheckAgain={payment.checkAgain}
            actionRef={actionRef}
          />
        </Suspense>
      </div>
      <PaymentSuccessModal paid={state.phase === 'paid' ? state.paid : null} />
    </>
  );
}
