import { z } from '@/lib/zod';

const envSchema = z.object({
  VITE_API_BASE_URL: z.pipe(
    z.optional(z.string()),
    z.transform((value: string | undefined) => (value ?? '').trim().replace(/\/+$/, '')),
  ),
  VITE_RAZORPAY_KEY_ID: z._default(z.optional(z.string()), ''),
  VITE_RAZORPAY_SCRIPT_URL: z._default(z.optional(z.string()), ''),
  VITE_SUPPORT_PHONE: z._default(z.optional(z.string()), '+91 98765 43210'),
});

const parsed = envSchema.parse(import.meta.env);

/** Without a backend URL the app runs on the built-in mock API. */
export const usesMockApi = parsed.VITE_API_BASE_URL === '';

export const env = {
  apiBaseUrl: parsed.VITE_API_BASE_URL,
  razorpayKeyId: parsed.VITE_RAZORPAY_KEY_ID || (usesMockApi ? 'rzp_test_mockstorefront' : ''),
  razorpayScriptUrl:
    parsed.VITE_RAZORPAY_SCRIPT_URL ||
    (usesMockApi ? '/mock-razorpay/checkout.js' : 'https://checkout.razorpay.com/v1/checkout.js'),
  supportPhone: parsed.VITE_SUPPORT_PHONE || '+91 98765 43210',
};
