import { msg } from '@lingui/core/macro';
export const SHIPPING_METHODS = {
  standard: {
    label: msg`Standard`,
    price: 50,
    days: msg`3-5 business days`,
    minDays: 3,
    maxDays: 5,
  },
  express: {
    label: msg`Express`,
    price: 150,
    days: msg`1-2 business days`,
    minDays: 1,
    maxDays: 2,
  },
} as const;

export type ShippingMethod = keyof typeof SHIPPING_METHODS;

const toPaise = (rupees: number) => Math.round(rupees * 100);

/** Item sum, shipping and total in rupees, added in paise so no float error reaches the server. */
export function orderTotals(items: { price: number; quantity: number }[], method: ShippingMethod) {
  const subtotalPaise = items.reduce((sum, item) => sum + toPaise(item.price) * item.quantity, 0);
  const shipping = SHIPPING_METHODS[method].price;
  return {
    subtotal: subtotalPaise / 100,
    shipping,
    total: (subtotalPaise + toPaise(shipping)) / 100,
  };
}
