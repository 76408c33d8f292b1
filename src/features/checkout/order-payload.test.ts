import type { CartItem } from '@/stores/cart-reducer';
import type { CheckoutForm } from './checkout-schema';
import { toOrderPayload, toPaymentNotes, toSavedAddress } from './order-payload';
import { orderTotals } from './shipping';

const values: CheckoutForm = {
  firstName: 'Kavya',
  lastName: 'Rao',
  address: '12 MG Road',
  apartment: 'Flat 4',
  city: 'Bengaluru',
  state: 'Karnataka',
  postalCode: '560001',
  phone: '9811122233',
  email: 'kavya@example.in',
  shippingMethod: 'express',
  paymentMethod: 'online',
  notes: 'Ring twice',
};

const items: CartItem[] = [
  { id: 3, name: 'Triphala Churna', price: 249.5, image: '/t.svg', slug: 'triphala', quantity: 2 },
  { id: 9, name: 'Ashwagandha', price: 399, image: '/a.svg', slug: 'ashwagandha', quantity: 1 },
];

describe('toOrderPayload', () => {
  it("builds the contract's create-order payload: amount with shipping, lines, India", () => {
    const payload = toOrderPayload(values, items, { id: 7 }, orderTotals(items, 'express'));
    expect(payload).toEqual({
      amount: 1048,
      currency: 'INR',
      cart: [
        { product_id: 3, product_name: 'Triphala Churna', price: 249.5, quantity: 2 },
        { product_id: 9, product_name: 'Ashwagandha', price: 399, quantity: 1 },
      ],
      user_id: 7,
      name: 'Kavya Rao',
      phone: '9811122233',
      email: 'kavya@example.in',
      address_line1: '12 MG Road',
      address_line2: 'Flat 4',
      city: 'Bengaluru',
      state: 'Karnataka',
      postal_code: '560001',
      country: 'India',
      shipping_price: 150,
    });
  });

  it('sends no user_id for a guest', () => {
    const payload = toOrderPayload(values, items, null, orderTotals(items, 'standard'));
    expect(payload).not.toHaveProperty('user_id');
    expect(payload).toMatchObject({ amount: 948, shipping_price: 50 });
  });

  it("cuts Razorpay's notes to their 256-character limit", () => {
    const notes = toPaymentNotes({ ...values, address: 'x'.repeat(300), notes: 'y'.repeat(300) });
    expect(notes.address).toHaveLength(256);
    expect(notes.order_notes).toHaveLength(256);
    expect(toPaymentNotes({ ...values, notes: '' })).not.toHaveProperty('order_notes');
  });

  it('keeps only the address fields for next time', () => {
    expect(toSavedAddress(values)).toEqual({
      firstName: 'Kavya',
      lastName: 'Rao',
      address: '12 MG Road',
      apartment: 'Flat 4',
      city: 'Bengaluru',
      state: 'Karnataka',
      postalCode: '560001',
      phone: '9811122233',
      email: 'kavya@example.in',
    });
  });
});
