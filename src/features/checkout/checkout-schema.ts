import { indianPhone, indianPin } from '@/lib/form-rules';
import { z } from '@/lib/zod';
import { SHIPPING_REGIONS } from './indian-states';

const required = (label: string) =>
  z.string().check(z.trim(), z.minLength(1, `${label} is required`));
const atMost = (label: string, length: number) =>
  z.maxLength(length, `${label} must be at most ${length} characters`);

export const checkoutSchema = z.object({
  firstName: required('First Name').check(atMost('First Name', 60)),
  lastName: required('Last Name').check(atMost('Last Name', 60)),
  address: required('Address').check(atMost('Address', 200)),
  apartment: z.string().check(z.trim(), atMost('Apartment, suite, etc.', 200)),
  city: required('City').check(atMost('City', 80)),
  state: z
    .string()
    .check(
      z.refine(
        (value) => (SHIPPING_REGIONS as readonly string[]).includes(value),
        'Please choose your state',
      ),
    ),
  // Both as typed ('411 001', '+91 98111 22233'); the parsed values are the digits sent.
  postalCode: indianPin({
    required: 'PIN Code is required',
    invalid: 'PIN Code must be 6 digits and cannot start with 0',
  }),
  phone: indianPhone({ required: 'Phone is required', invalid: 'Phone must be 10 digits' }),
  email: required('Email').check(z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Email is invalid')),
  shippingMethod: z.enum(['standard', 'express']),
  paymentMethod: z.literal('online'),
  notes: z.string().check(z.trim(), atMost('Order notes', 500)),
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
