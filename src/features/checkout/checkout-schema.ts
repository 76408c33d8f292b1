import { z } from '@/lib/zod';
import { SHIPPING_REGIONS } from './indian-states';

const required = (label: string) => z.string().trim().min(1, `${label} is required`);

export const checkoutSchema = z.object({
  firstName: required('First Name').max(60),
  lastName: required('Last Name').max(60),
  address: required('Address').max(200),
  apartment: z.string().trim().max(200),
  city: required('City').max(80),
  state: z
    .string()
    .refine(
      (value) => (SHIPPING_REGIONS as readonly string[]).includes(value),
      'Please choose your state',
    ),
  postalCode: required('PIN Code').regex(
    /^[1-9]\d{5}$/,
    'PIN Code must be 6 digits and cannot start with 0',
  ),
  phone: required('Phone').regex(/^\d{10}$/, 'Phone must be 10 digits'),
  email: required('Email').regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Email is invalid'),
  shippingMethod: z.enum(['standard', 'express']),
  paymentMethod: z.literal('online'),
  notes: z.string().trim().max(500),
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
