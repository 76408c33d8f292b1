import { apiBaseUrlOf } from './api-base-url';

/** Vite writes each configured value into the build as a string; an unset one is undefined. */
function configured(value: unknown) {
  return typeof value === 'string' ? value.trim() : '';
}

/**
 * The built-in mock API runs: on the dev server without a backend URL, or in a demo build
 * (VITE_USE_MOCK_API=true). A production build without a backend URL fails (vite.config.ts).
 */
/** An http(s) URL's origin; anything else is no origin. */
function originOf(url: string) {
  try {
    return /^https?:\/\//.test(url) ? new URL(url).origin : '';
  } catch {
    return '';
  }
}

/** A share from 0 to 1; empty or not a number: one page load in ten. */
function sampleRate(value: string) {
  const rate = value === '' ? Number.NaN : Number(value);
  return Number.isFinite(rate) ? Math.min(1, Math.max(0, rate)) : 0.1;
}

export const usesMockApi: boolean = __MOCK_API__;

export const env = {
  apiBaseUrl: apiBaseUrlOf(configured(import.meta.env.VITE_API_BASE_URL)),
  // __MOCK_API__ itself (not usesMockApi), so a real build leaves no mock string behind.
  razorpayKeyId:
    configured(import.meta.env.VITE_RAZORPAY_KEY_ID) ||
    (__MOCK_API__ ? 'rzp_test_mockstorefront' : ''),
  razorpayScriptUrl:
    configured(import.meta.env.VITE_RAZORPAY_SCRIPT_URL) ||
    (__MOCK_API__ ? '/mock-razorpay/checkout.js' : 'https://checkout.razorpay.com/v1/checkout.js'),
  supportPhone: configured(import.meta.env.VITE_SUPPORT_PHONE) || '+91 98765 43210',
  /** The shop's public origin (https://vedaherbs.in): canonical, Open Graph and sitemap URLs. */
  siteUrl: originOf(configured(import.meta.env.VITE_SITE_URL)),
  /** Where real visits report their Web Vitals and failures (lib/field-data.ts); '' for nowhere. */
  rumUrl:
    originOf(configured(import.meta.env.VITE_RUM_URL)) && configured(import.meta.env.VITE_RUM_URL),
  /** The share of page loads that report their Web Vitals (0 to 1, default 0.1). */
  rumSample: sampleRate(configured(import.meta.env.VITE_RUM_SAMPLE)),
};
