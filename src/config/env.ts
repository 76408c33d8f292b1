import { apiBaseUrlOf } from './api-base-url';

/** Vite writes each configured value into the build as a string; an unset one is undefined. */
function configured(value: unknown) {
  return typeof value === 'string' ? value.trim() : '';
}

export const env = {
  apiBaseUrl: apiBaseUrlOf(configured(import.meta.env.VITE_API_BASE_URL)),
  // Off the mock API (__MOCK_API__ is a literal), a real build leaves no mock string behind.
  razorpayKeyId:
    configured(import.meta.env.VITE_RAZORPAY_KEY_ID) ||
    (__MOCK_API__ ? 'rzp_test_mockstorefront' : ''),
  razorpayScriptUrl:
    configured(import.meta.env.VITE_RAZORPAY_SCRIPT_URL) ||
    (__MOCK_API__ ? '/mock-razorpay/checkout.js' : 'https://checkout.razorpay.com/v1/checkout.js'),
  supportPhone: configured(import.meta.env.VITE_SUPPORT_PHONE) || '+91 98765 43210',
};
