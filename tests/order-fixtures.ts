import type { CreateOrderPayload } from '@/api/schemas';

/** The shopper and address the order and payment tests send. */
export const shopperAddress = {
  name: 'Kavya Rao',
  phone: '9123456780',
  email: 'kavya@example.in',
  address_line1: '12 MG Road',
  address_line2: '',
  city: 'Bengaluru',
  state: 'Karnataka',
  postal_code: '560001',
  country: 'India',
} satisfies Partial<CreateOrderPayload>;
