import { useEffect, useRef, useState, type FormEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { PageBanner } from '@/components/page-banner';
import { PageMeta } from '@/components/page-meta';
import { TextAreaField } from '@/components/text-field';
import type { User } from '@/api/schemas';
import { useCart } from '@/stores/cart-provider';
import type { CartItem } from '@/stores/cart-reducer';
import { digestOf } from '@/lib/digest';
import { useHydrated } from '@/lib/hydration';
import { savedAddress } from '@/lib/saved-address';
import { useSession } from '@/stores/session-provider';
import { CheckoutSteps } from './checkout-steps';
import {
  checkoutSchema,
  emptyCheckoutForm,
  type CheckoutForm,
  type CheckoutFormInput,
} from './checkout-schema';
import { EmptyCheckout } from './empty-checkout';
import { OrderSummary, PendingOrderSummary } from './order-summary';
import { toOrderPayload, toPaymentNotes, toSavedAddress } from './order-payload';
import { isBusy } from './payment/payment-machine';
import { paymentNotice } from './payment/payment-messages';
import { PaymentSuccessModal } from './payment-success-modal';
import { ShippingFields } from './shipping-fields';
import { ShippingMethod } from './shipping-method';
import { orderTotals, type ShippingMethod as Method } from './shipping';
import { useCheckoutPayment } from './use-checkout-payment';
import './checkout.css';

function initialValues(user: User | null): CheckoutFormInput {
  if (!user) return emptyCheckoutForm;
  const [firstName = '', ...rest] = user.name.trim().split(/\s+/);
  return {
    ...emptyCheckoutForm,
    firstName,
    lastName: rest.join(' '),
    email: user.email,
    phone: user.phone ?? '',
  };
}

/** The fields the session fills in. */
const FROM_SESSION = ['firstName', 'lastName', 'email', 'phone'] as const;

const itemCount = (items: CartItem[]) => items.reduce((sum, item) => sum + item.quantity, 0);

export function CheckoutPage() {
  // The prerendered shell draws the form; the cart it is for is known once hydrated.
  const hydrated = useHydrated();
  const cart = useCart();
  const { user } = useSession();
  const payment = useCheckoutPayment();
  const { state } = payment;
  const form = useForm<CheckoutFormInput, unknown, CheckoutForm>({
    resolver: zodResolver(checkoutSchema),
    defaultValues: initialValues(user),
    mode: 'onTouched',
  });
  // Those fields follow the session (a login, a logout or expiry here or in another tab, an
  // edited profile) unless the shopper has typed in them: a guest never sends on the details of
  // the shopper who was signed in before.
  const filledFor = useRef(user);
  useEffect(() => {
    if (filledFor.current === user) return;
    filledFor.current = user;
    const values = initialValues(user);
    for (const name of FROM_SESSION) {
      if (!form.getFieldState(name).isDirty) form.resetField(name, { defaultValue: values[name] });
    }
  }, [user, form]);
  const method = useWatch({ control: form.control, name: 'shippingMethod' }) as Method;
  // What was sent for payment stays in the summary while it is paid for and once the cart empties.
  const [submitted, setSubmitted] = useState<CartItem[] | null>(null);
  const busy = isBusy(state);
  const locked = busy || state.phase === 'unverified' || state.phase === 'paid';
  const items = locked && submitted ? submitted : cart.items;
  const totals = orderTotals(items, method);
  const notice = paymentNotice(state);
  // The button that was pressed is at the foot of a long form: bring its answer into view.
  const noticeRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (notice) noticeRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [notice]);

  // One button at the form's foot, whatever it says: focus stays on it while the payment is
  // processed, and comes back to it once a message is dismissed.
  const actionRef = useRef<HTMLButtonElement>(null);
  const dismissNotice = () => {
    payment.dismissNotice();
    actionRef.current?.focus();
  };

  const send = form.handleSubmit((values) => {
    savedAddress.write(toSavedAddress(values));
    const payload = toOrderPayload(values, cart.items, user, orderTotals(cart.items, method));
    setSubmitted(cart.items);
    const count = itemCount(cart.items);
    payment.submit({
      payload,
      description: `${count} item${count === 1 ? '' : 's'} from Veda Herbs`,
      notes: toPaymentNotes(values),
      items: cart.items.map(({ id, name, price, quantity }) => ({ id, name, price, quantity })),
      fingerprint: digestOf(JSON.stringify(payload)),
    });
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (locked) event.preventDefault();
    else void send(event);
  };

  if (hydrated && cart.items.length === 0 && state.phase === 'ready') {
    return (
      <>
        <PageMeta title="Checkout" />
        <PageBanner title="Checkout" />
        <EmptyCheckout notice={notice} />
      </>
    );
  }

  const step = state.phase === 'paid' ? 4 : locked ? 3 : 2;
  return (
    <>
      <PageMeta title="Checkout" />
      <PageBanner title="Checkout" />
      <div className="container checkout">
        <CheckoutSteps current={step} />
        {notice && (
          <div ref={noticeRef} className="alert alert--error checkout__error" role="alert">
            <p>{notice}</p>
            {state.phase === 'ready' && (
              <div className="checkout__error-actions">
                <button
                  type="button"
                  className="icon-button"
                  aria-label="Dismiss message"
                  onClick={dismissNotice}
                >
                  ×
                </button>
              </div>
            )}
          </div>
        )}
        <div className="checkout__layout">
          <form
            className="checkout__form"
            aria-label="Checkout"
            noValidate
            onSubmit={submit}
            aria-busy={busy}
          >
            <ShippingFields form={form} disabled={locked} />
            <ShippingMethod register={form.register} disabled={locked} />
            <fieldset disabled={locked} className="checkout__choices">
              <legend>
                <h2>Payment Method</h2>
              </legend>
              <label className="choice">
                <input type="radio" value="online" {...form.register('paymentMethod')} />
                <span>
                  <strong>Online</strong> (cards, UPI, net banking via Razorpay)
                </span>
              </label>
            </fieldset>
            <fieldset disabled={locked}>
              <legend>
                <h2>Order Notes</h2>
              </legend>
              <TextAreaField
                label="Notes about your order (optional)"
                rows={3}
                error={form.formState.errors.notes?.message}
                {...form.register('notes')}
              />
            </fieldset>
            {state.phase === 'unverified' ? (
              <button
                ref={actionRef}
                type="button"
                className="button button--block checkout__submit"
                onClick={payment.checkAgain}
              >
                Check payment again
              </button>
            ) : (
              <button
                ref={actionRef}
                type="submit"
                className="button button--block checkout__submit"
                // Not `disabled`: a button that disables itself under the keyboard drops focus.
                aria-disabled={locked}
              >
                {busy ? 'Processing...' : 'Continue to Payment'}
              </button>
            )}
          </form>
          {hydrated ? <OrderSummary items={items} {...totals} /> : <PendingOrderSummary />}
        </div>
      </div>
      <PaymentSuccessModal paid={state.phase === 'paid' ? state.paid : null} />
    </>
  );
}
