import { z } from '@/lib/zod';
import { SHIPPING_REGIONS } from './indian-states';

const required = (label: string) =>
  z.string().check(z.trim(), z.minLength(1, `${label} is required`));
/** zod/mini has no locale: this is the English default zod showed for too long a field, word for word. */
const atMost = (length: number) =>
  z.maxLength(length, `Too big: expected string to have <=${length} characters`);

export const checkoutSchema = z.object({
  firstName: required('First Name').check(atMost(60)),
  lastName: required('Last Name').check(atMost(60)),
  address: required('Address').check(atMost(200)),
  apartment: z.string().check(z.trim(), atMost(200)),
  city: required('City').check(atMost(80)),
  state: z
    .string()
    .check(
      z.refine(
        (value) => (SHIPPING_REGIONS as readonly string[]).includes(value),
        'Please choose your state',
      ),
    ),
  postalCode: required('PIN Code').check(
    z.regex(/^[1-9]\d{5}$/, 'PIN Code must be 6 digits and cannot start with 0'),
  ),
  phone: required('Phone').check(z.regex(/^\d{10}$/, 'Phone must be 10 digits')),
  email: required('Email').check(z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Email is invalid')),
  shippingMethod: z.enum(['standard', 'express']),
  paymentMethod: z.literal('online'),
  notes: z.string().check(z.trim(), atMost(500)),
});

export type CheckoutForm = z.infer<typeof checkoutSchema>;
export type CheckoutFormInput = z.input<typeof checkoutSchema>;

export const emptyCheckoutForm: CheckoutFormInput = {
  firstName: '',
  lastName: '',
  address: '',
  apartment: '',
  city: '',
  state: '',
  postalCode: '',
  phone: '',
  email: '',
  shippingMethod: 'standard',
  paymentMethod: 'online',
  notes: '',
};
