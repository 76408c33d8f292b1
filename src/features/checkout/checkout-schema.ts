import { msg } from '@lingui/core/macro';
import { email, indianPhone, indianPin, requiredText } from '@/lib/form-rules';
import { z } from '@/lib/zod';
import { SHIPPING_REGIONS } from './indian-states';

const atMost = (label: string, length: number) =>
  z.maxLength(length, `${label} must be at most ${length} characters`);

export const checkoutSchema = z.object({
  firstName: requiredText(msg`First Name is required`).check(atMost('First Name', 60)),
  lastName: requiredText(msg`Last Name is required`).check(atMost('Last Name', 60)),
  address: requiredText(msg`Address is required`).check(atMost('Address', 200)),
  apartment: z.string().check(z.trim(), atMost('Apartment, suite, etc.', 200)),
  city: requiredText(msg`City is required`).check(atMost('City', 80)),
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
    required: msg`PIN Code is required`,
    invalid: msg`PIN Code must be 6 digits and cannot start with 0`,
  }),
  phone: indianPhone({ required: msg`Phone is required`, invalid: msg`Phone must be 10 digits` }),
  email: email({ required: msg`Email is required`, invalid: msg`Email is invalid` }),
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
