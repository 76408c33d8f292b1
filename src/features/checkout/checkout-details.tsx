import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef, type FormEvent, type RefObject } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { TextAreaField } from '@/components/text-field';
import type { User } from '@/api/schemas';
import type { CartItem } from '@/stores/cart-reducer';
import { useHydrated } from '@/lib/hydration';
import {
  checkoutSchema,
  emptyCheckoutForm,
  type CheckoutForm,
  type CheckoutFormInput,
} from './checkout-schema';
import { OrderSummary, PendingOrderSummary } from './order-summary';
import { ShippingFields } from './shipping-fields';
import { ShippingMethod } from './shipping-method';
import { orderTotals, type ShippingMethod as Method } from './shipping';

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

type CheckoutDetailsProps = {
  user: User | null;
  /** What the summary lists: the cart, or what was sent for payment while it is paid for. */
  items: CartItem[];
  /** A payment is under way or done: nothing can be changed or sent again. */
  locked: boolean;
  busy: boolean;
  /** The payment's outcome is not known yet: the button asks the backend again. */
  unverified: boolean;
  /**
   * An earlier attempt may have taken money: only a separate confirmation that the shopper was
   * not charged creates another order (`onPayAgain`).
   */
  held: boolean;
  onPay: (values: CheckoutForm) => void;
  onPayAgain: (values: CheckoutForm) => void;
  onCheckAgain: () => void;
  actionRef: RefObject<HTMLButtonElement | null>;
};

/**
 * The checkout's form and its order summary, which follows the chosen shipping method.
 *
 * The page renders it in a Suspense boundary of its own, which React hydrates in a commit of its
 * own, and the sections it draws re-render by themselves (memo, `useFormState`): react-hook-form
 * marks the form ready with a synchronous state update in a layout effect, which re-renders this
 * component in the task of the commit that mounts it (TBT).
 */
export function CheckoutDetails({
  user,
  items,
  locked,
  busy,
  unverified,
  held,
  onPay,
  onPayAgain,
  onCheckAgain,
  actionRef,
}: CheckoutDetailsProps) {
  const { t } = useLingui();
  // The prerendered shell draws the form; the cart it is for is known once hydrated.
  const hydrated = useHydrated();
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

  const send = form.handleSubmit(onPay);
  const sendConfirmed = form.handleSubmit(onPayAgain);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    if (locked) event.preventDefault();
    else void send(event);
  };

  return (
    <div className="checkout__layout">
      <form
        method="post"
        className="checkout__form"
        aria-label={t`Checkout`}
        noValidate
        onSubmit={submit}
        aria-busy={busy}
      >
        <ShippingFields form={form} disabled={locked} />
        <ShippingMethod register={form.register} disabled={locked} />
        <fieldset disabled={locked} className="checkout__choices">
          <legend>
            <h2>
              <Trans>Payment Method</Trans>
            </h2>
          </legend>
          <label className="choice">
            <input type="radio" value="online" {...form.register('paymentMethod')} />
            <span>
              <Trans>
                <strong>Online</strong> (cards, UPI, net banking via Razorpay)
              </Trans>
            </span>
          </label>
        </fieldset>
        <fieldset disabled={locked}>
          <legend>
            <h2>
              <Trans>Order Notes</Trans>
            </h2>
          </legend>
          <TextAreaField
            label={t`Notes about your order (optional)`}
            rows={3}
            error={form.formState.errors.notes?.message}
            {...form.register('notes')}
          />
        </fieldset>
        {unverified ? (
          <button
            ref={actionRef}
            type="button"
            className="button button--block checkout__submit"
            onClick={onCheckAgain}
          >
            <Trans>Check payment again</Trans>
          </button>
        ) : (
          <button
            ref={actionRef}
            type="submit"
            className="button button--block checkout__submit"
            // Disabled in the page's HTML, so the form is never sent natively; once hydrated,
            // `aria-disabled` while locked: a button that disables itself under the keyboard
            // drops focus.
            disabled={!hydrated}
            aria-disabled={locked}
          >
            {busy ? t`Processing...` : t`Continue to Payment`}
          </button>
        )}
        {held && (
          <button
            type="button"
            className="button button--ghost button--block checkout__pay-again"
            onClick={() => void sendConfirmed()}
          >
            <Trans>I was not charged, pay again</Trans>
          </button>
        )}
      </form>
      {hydrated ? (
        <OrderSummary items={items} {...orderTotals(items, method)} />
      ) : (
        <PendingOrderSummary />
      )}
    </div>
  );
}
