import { env } from '@/config/env';

export type RazorpaySuccess = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};

type RazorpayFailure = { error?: { description?: string; code?: string } };

type RazorpayOptions = {
  key: string;
  amount: number;
  currency: string;
  order_id: string;
  name: string;
  description: string;
  image?: string;
  prefill: { name: string; email: string; contact: string };
  notes: Record<string, string>;
  theme?: { color: string };
  handler: (response: RazorpaySuccess) => void;
  modal: { ondismiss: () => void };
};

type RazorpayInstance = {
  open: () => void;
  on: (event: 'payment.failed', listener: (response: RazorpayFailure) => void) => void;
};
type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

const ATTEMPTS = 3;
let loading: Promise<RazorpayConstructor> | null = null;

function injectScript(url: string) {
  return new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = url;
    script.async = true;
    // A load event without window.Razorpay (a proxy page, a blocked body) is a failure too.
    script.onload = () =>
      window.Razorpay ? resolve(window.Razorpay) : reject(new Error('Razorpay is not defined'));
    script.onerror = () => {
      script.remove();
      reject(new Error('Razorpay script failed to load'));
    };
    document.head.append(script);
  });
}

/** Loads the payment script once, on demand, retrying a couple of times before giving up. */
export function loadRazorpay(url = env.razorpayScriptUrl): Promise<RazorpayConstructor> {
  if (window.Razorpay) return Promise.resolve(window.Razorpay);
  loading ??= (async () => {
    let lastError: unknown;
    for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
      try {
        return await injectScript(url);
      } catch (error) {
        lastError = error;
      }
    }
    throw lastError;
  })().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

export type PaymentOutcome =
  | { kind: 'paid'; response: RazorpaySuccess }
  | { kind: 'failed'; description: string }
  | { kind: 'dismissed' };

type PaymentRequest = Omit<RazorpayOptions, 'handler' | 'modal' | 'key'>;

/**
 * Opens the payment window and settles once: paid, failed or dismissed. Razorpay keeps its
 * window open after `payment.failed` so the shopper can retry; a later success still counts.
 */
export function collectPayment(
  Razorpay: RazorpayConstructor,
  request: PaymentRequest,
  onFailed: (description: string) => void,
) {
  return new Promise<PaymentOutcome>((resolve) => {
    let failure: string | null = null;
    const instance = new Razorpay({
      ...request,
      key: env.razorpayKeyId,
      handler: (response) => resolve({ kind: 'paid', response }),
      modal: {
        ondismiss: () =>
          resolve(
            failure === null ? { kind: 'dismissed' } : { kind: 'failed', description: failure },
          ),
      },
    });
    instance.on('payment.failed', (response) => {
      failure = response.error?.description || 'Payment failed.';
      onFailed(failure);
    });
    instance.open();
  });
}
