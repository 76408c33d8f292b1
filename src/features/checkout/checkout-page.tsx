import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router-dom';
import { Modal } from '@/components/modal';
import { PageBanner } from '@/components/page-banner';
import { PageMeta } from '@/components/page-meta';
import { SelectField, TextAreaField, TextField } from '@/components/text-field';
import { paths } from '@/config/paths';
import { formatAmount } from '@/lib/format';
import { useCart } from '@/stores/cart-provider';
import { savedAddress } from '@/stores/saved-address';
import { useSession } from '@/stores/session-provider';
import type { CreateOrderPayload } from '@/api/schemas';
import { CheckoutSteps } from './checkout-steps';
import {
  checkoutSchema,
  emptyCheckoutForm,
  type CheckoutForm,
  type CheckoutFormInput,
} from './checkout-schema';
import { deliveryWindow } from './delivery-dates';
import { INDIAN_STATES, UNION_TERRITORIES } from './indian-states';
import { pinMatchesRegion } from './pin-prefixes';
import { OrderSummary } from './order-summary';
import { orderTotals, SHIPPING_METHODS, type ShippingMethod } from './shipping';
import { useCheckoutPayment } from './use-checkout-payment';
import './checkout.css';

function initialValues(
  user: { name: string; email: string; phone: string | null } | null,
): CheckoutFormInput {
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

export function CheckoutPage() {
  const cart = useCart();
  const { user } = useSession();
  const navigate = useNavigate();
  const payment = useCheckoutPayment();
  const form = useForm<CheckoutFormInput, unknown, CheckoutForm>({
    resolver: zodResolver(checkoutSchema),
    defaultValues: initialValues(user),
    mode: 'onTouched',
  });
  const { register, handleSubmit, formState, control } = form;
  const errors = formState.errors;
  const method = useWatch({ control, name: 'shippingMethod' }) as ShippingMethod;
  const [state, postalCode] = useWatch({ control, name: ['state', 'postalCode'] });
  const pinWarning =
    state && postalCode && !pinMatchesRegion(postalCode, state)
      ? `This PIN code does not look like one in ${state}. Please check it; you can still continue.`
      : undefined;
  const lastAddress = savedAddress.read();
  const totals = orderTotals(cart.items, method);

  const submit = handleSubmit((values) => {
    savedAddress.write({
      firstName: values.firstName,
      lastName: values.lastName,
      address: values.address,
      apartment: values.apartment,
      city: values.city,
      state: values.state,
      postalCode: values.postalCode,
      phone: values.phone,
      email: values.email,
    });
    const payload: CreateOrderPayload = {
      amount: totals.total,
      currency: 'INR',
      cart: cart.items.map((item) => ({
        product_id: item.id,
        product_name: item.name,
        price: item.price,
        quantity: item.quantity,
      })),
      ...(user ? { user_id: user.id } : {}),
      name: `${values.firstName} ${values.lastName}`,
      phone: values.phone,
      email: values.email,
      address_line1: values.address,
      address_line2: values.apartment,
      city: values.city,
      state: values.state,
      postal_code: values.postalCode,
      country: 'India',
      shipping_price: totals.shipping,
    };
    const address = [values.address, values.apartment, values.city, values.state, values.postalCode]
      .filter(Boolean)
      .join(', ');
    const notes: Record<string, string> = { address: address.slice(0, 256) };
    if (values.notes) notes.order_notes = values.notes.slice(0, 256);
    void payment.pay({
      payload,
      description: `${cart.count} item${cart.count === 1 ? '' : 's'} from Veda Herbs`,
      notes,
    });
  });

  const step = payment.paid ? 4 : payment.busy ? 3 : 2;

  if (cart.items.length === 0 && !payment.paid && !payment.busy) {
    return (
      <>
        <PageMeta title="Checkout" />
        <PageBanner title="Checkout" />
        <div className="container section empty-checkout">
          <CheckoutSteps current={1} />
          {payment.error && (
            <p className="alert alert--error" role="alert">
              {payment.error}
            </p>
          )}
          <p>Your cart is empty. Add a remedy or two before checking out.</p>
          <Link className="button" to={paths.shop.href()}>
            Continue Shopping
          </Link>
        </div>
      </>
    );
  }

  return (
    <>
      <PageMeta title="Checkout" />
      <PageBanner title="Checkout" />
      <div className="container checkout">
        <CheckoutSteps current={step} />
        {payment.error && (
          <div className="alert alert--error checkout__error" role="alert">
            <p>{payment.error}</p>
            <div className="checkout__error-actions">
              {payment.hasUnverifiedPayment() && (
                <button
                  type="button"
                  className="button"
                  onClick={() => void payment.verifyPending()}
                >
                  Check payment again
                </button>
              )}
              <button
                type="button"
                className="icon-button"
                aria-label="Dismiss message"
                onClick={payment.dismissError}
              >
                ×
              </button>
            </div>
          </div>
        )}
        <div className="checkout__layout">
          <form
            className="checkout__form"
            aria-label="Checkout"
            noValidate
            onSubmit={submit}
            aria-busy={payment.busy}
          >
            <fieldset disabled={payment.busy}>
              <legend>
                <h2>Shipping Information</h2>
              </legend>
              {lastAddress && (
                <button
                  type="button"
                  className="button button--ghost checkout__last-address"
                  onClick={() =>
                    form.reset({ ...form.getValues(), ...lastAddress }, { keepDefaultValues: true })
                  }
                >
                  Use my last address: {lastAddress.address}, {lastAddress.city}
                </button>
              )}
              <div className="checkout__grid">
                <TextField
                  label="First Name"
                  autoComplete="given-name"
                  error={errors.firstName?.message}
                  {...register('firstName')}
                />
                <TextField
                  label="Last Name"
                  autoComplete="family-name"
                  error={errors.lastName?.message}
                  {...register('lastName')}
                />
                <TextField
                  label="Address"
                  className="checkout__wide"
                  autoComplete="address-line1"
                  error={errors.address?.message}
                  {...register('address')}
                />
                <TextField
                  label="Apartment, suite, etc. (optional)"
                  className="checkout__wide"
                  autoComplete="address-line2"
                  error={errors.apartment?.message}
                  {...register('apartment')}
                />
                <TextField
                  label="City"
                  autoComplete="address-level2"
                  error={errors.city?.message}
                  {...register('city')}
                />
                <SelectField
                  label="State"
                  autoComplete="address-level1"
                  error={errors.state?.message}
                  {...register('state')}
                >
                  <option value="">Choose a state</option>
                  <optgroup label="States">
                    {INDIAN_STATES.map((region) => (
                      <option key={region}>{region}</option>
                    ))}
                  </optgroup>
                  <optgroup label="Union Territories">
                    {UNION_TERRITORIES.map((region) => (
                      <option key={region}>{region}</option>
                    ))}
                  </optgroup>
                </SelectField>
                <TextField
                  label="PIN Code"
                  inputMode="numeric"
                  maxLength={6}
                  autoComplete="postal-code"
                  hint={pinWarning}
                  error={errors.postalCode?.message}
                  {...register('postalCode', {
                    setValueAs: (value: string) => value.replace(/\D/g, ''),
                  })}
                />
                <TextField
                  label="Phone"
                  type="tel"
                  inputMode="numeric"
                  maxLength={10}
                  autoComplete="tel-national"
                  error={errors.phone?.message}
                  {...register('phone', {
                    setValueAs: (value: string) => value.replace(/\D/g, ''),
                  })}
                />
                <TextField
                  label="Email"
                  type="email"
                  className="checkout__wide"
                  autoComplete="email"
                  error={errors.email?.message}
                  {...register('email')}
                />
              </div>
            </fieldset>
            <fieldset disabled={payment.busy} className="checkout__choices">
              <legend>
                <h2>Shipping Method</h2>
              </legend>
              {(Object.keys(SHIPPING_METHODS) as ShippingMethod[]).map((key) => (
                <label key={key} className="choice">
                  <input type="radio" value={key} {...register('shippingMethod')} />
                  <span>
                    <strong>{SHIPPING_METHODS[key].label}</strong> ({SHIPPING_METHODS[key].days})
                    <span className="choice__detail">
                      {deliveryWindow(SHIPPING_METHODS[key].minDays, SHIPPING_METHODS[key].maxDays)}
                    </span>
                  </span>
                  <span className="choice__price">{formatAmount(SHIPPING_METHODS[key].price)}</span>
                </label>
              ))}
            </fieldset>
            <fieldset disabled={payment.busy} className="checkout__choices">
              <legend>
                <h2>Payment Method</h2>
              </legend>
              <label className="choice">
                <input type="radio" value="online" {...register('paymentMethod')} />
                <span>
                  <strong>Online</strong> (cards, UPI, net banking via Razorpay)
                </span>
              </label>
            </fieldset>
            <fieldset disabled={payment.busy}>
              <legend>
                <h2>Order Notes</h2>
              </legend>
              <TextAreaField
                label="Notes about your order (optional)"
                rows={3}
                error={errors.notes?.message}
                {...register('notes')}
              />
            </fieldset>
            <button
              type="submit"
              className="button button--block checkout__submit"
              disabled={payment.busy}
            >
              {payment.busy ? 'Processing...' : 'Continue to Payment'}
            </button>
          </form>
          <OrderSummary items={cart.items} {...totals} />
        </div>
      </div>
      <Modal
        open={payment.paid !== null}
        onClose={() => navigate(paths.orderConfirm.href())}
        title="Payment Successful"
      >
        <p>Thank you for your purchase!</p>
        {payment.paid && (
          <dl className="paid-summary">
            <div>
              <dt>Order ID</dt>
              <dd>{payment.paid.orderId}</dd>
            </div>
            <div>
              <dt>Amount</dt>
              <dd>{formatAmount(payment.paid.amount)}</dd>
            </div>
          </dl>
        )}
        <button
          type="button"
          className="button button--block"
          onClick={() => navigate(paths.orderConfirm.href(), { state: payment.paid })}
        >
          Continue
        </button>
      </Modal>
    </>
  );
}
