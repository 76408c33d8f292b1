import { z } from '@/lib/zod';
import { apiBaseUrlOf } from './api-base-url';

const envSchema = z.object({
  VITE_API_BASE_URL: z.pipe(z.optional(z.string()), z.transform(apiBaseUrlOf)),
  VITE_RAZORPAY_KEY_ID: z._default(z.optional(z.string()), ''),
  VITE_RAZORPAY_SCRIPT_URL: z._default(z.optional(z.string()), ''),
  VITE_SUPPORT_PHONE: z._default(z.optional(z.string()), '+91 98765 43210'),
});

const parsed = envSchema.parse(import.meta.env);

/**
 * The built-in mock API runs: on the dev server without a backend URL, or in a demo build
 * (VITE_USE_MOCK_API=true). A production build without a backend URL fails (vite.config.ts).
 */
export const usesMockApi: boolean = __MOCK_API__;

export const env = {
  apiBaseUrl: parsed.VITE_API_BASE_URL,
  // __MOCK_API__ itself (not usesMockApi), so a real build leaves no mock string behind.
  razorpayKeyId: parsed.VITE_RAZORPAY_KEY_ID || (__MOCK_API__ ? 'rzp_test_mockstorefront' : ''),
  razorpayScriptUrl:
    parsed.VITE_RAZORPAY_SCRIPT_URL ||
    (__MOCK_API__ ? '/mock-razorpay/checkout.js' : 'https://checkout.razorpay.com/v1/checkout.js'),
  supportPhone: parsed.VITE_SUPPORT_PHONE || '+91 98765 43210',
};
