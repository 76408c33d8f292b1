import type { CreateOrderPayload, User } from '@/api/schemas';
import type { CartItem } from '@/stores/cart-reducer';
import type { SavedAddress } from '@/lib/saved-address';
import type { CheckoutForm } from './checkout-schema';
import type { orderTotals } from './shipping';

type Totals = ReturnType<typeof orderTotals>;

/** The create-order payload of the contract, from the form, the cart, the shopper and the totals. */
export function toOrderPayload(
  values: CheckoutForm,
  items: CartItem[],
  user: Pick<User, 'id'> | null,
  totals: Totals,
): CreateOrderPayload {
  return {
    amount: totals.total,
    currency: 'INR',
    cart: items.map((item) => ({
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
}

/** Razorpay's notes: the address and the shopper's notes, each cut to its 256-character limit. */
export function toPaymentNotes(values: CheckoutForm): Record<string, string> {
  const address = [values.address, values.apartment, values.city, values.state, values.postalCode]
    .filter(Boolean)
    .join(', ');
  const notes: Record<string, string> = { address: address.slice(0, 256) };
  if (values.notes) notes.order_notes = values.notes.slice(0, 256);
  return notes;
}

/** The address offered at the next checkout on this device. */
export function toSavedAddress(values: CheckoutForm): SavedAddress {
  const { firstName, lastName, address, apartment, city, state, postalCode, phone, email } = values;
  return { firstName, lastName, address, apartment, city, state, postalCode, phone, email };
}
