import { env } from '@/config/env';

export type RazorpaySuccess = {
  razorpay_payment_id: string;
  razorpay_order_id: string;
  razorpay_signature: string;
};

type RazorpayFailure = { error?: { description?: string; code?: string; reason?: string } };

/** Razorpay's answer to a payment for an order that has one already: paid, perhaps elsewhere. */
const isAlreadyPaid = (failure: RazorpayFailure) =>
  failure.error?.reason === 'order_already_paid' ||
  /already (been )?paid|already has a payment/i.test(failure.error?.description ?? '');

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
  close: () => void;
  on: (event: 'payment.failed', listener: (response: RazorpayFailure) => void) => void;
};
export type RazorpayConstructor = new (options: RazorpayOptions) => RazorpayInstance;

declare global {
  interface Window {
    Razorpay?: RazorpayConstructor;
  }
}

const ATTEMPTS = 2;
/** A script that never answers fires neither load nor error: each attempt has its own timer. */
export const SCRIPT_TIMEOUT_MS = 10_000;
let loading: Promise<RazorpayConstructor> | null = null;

/** Only a constructor counts: an element with id "Razorpay" is also `window.Razorpay`. */
function razorpayOnPage(): RazorpayConstructor | null {
  return typeof window.Razorpay === 'function' ? window.Razorpay : null;
}

function injectScript(url: string) {
  return new Promise<RazorpayConstructor>((resolve, reject) => {
    const script = document.createElement('script');
    const fail = (reason: string) => {
      clearTimeout(timer);
      script.remove();
      reject(new Error(reason));
    };
    const timer = setTimeout(() => fail('Razorpay script timed out'), SCRIPT_TIMEOUT_MS);
    script.src = url;
    script.async = true;
    // A load event without the constructor (a proxy page, a blocked body) is a failure too.
    script.onload = () => {
      const Razorpay = razorpayOnPage();
      if (!Razorpay) return fail('Razorpay is not defined');
      clearTimeout(timer);
      resolve(Razorpay);
    };
    script.onerror = () => fail('Razorpay script failed to load');
    document.head.append(script);
  });
}

/** Loads the payment script once, on demand, retrying once before giving up. */
export function loadRazorpay(url = env.razorpayScriptUrl): Promise<RazorpayConstructor> {
  const present = razorpayOnPage();
  if (present) return Promise.resolve(present);
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

export type PaymentWindowRequest = Omit<RazorpayOptions, 'handler' | 'modal' | 'key'>;

export type PaymentWindowListeners = {
  /**
   * An attempt failed; Razorpay keeps its window open so the shopper can try again.
   * `alreadyPaid`: the order has been paid already.
   */
  onAttemptFailed: (description: string, alreadyPaid: boolean) => void;
  onCaptured: (response: RazorpaySuccess) => void;
  onClosed: () => void;
};

/**
 * Opens Razorpay's payment window and returns what closes it. A window that cannot open reports
 * a failed attempt and closes.
 */
export function openPaymentWindow(
  Razorpay: RazorpayConstructor,
  request: PaymentWindowRequest,
  listeners: PaymentWindowListeners,
): () => void {
  try {
    const instance = new Razorpay({
      ...request,
      key: env.razorpayKeyId,
      handler: listeners.onCaptured,
      modal: { ondismiss: listeners.onClosed },
    });
    instance.on('payment.failed', (response) =>
      listeners.onAttemptFailed(
        response.error?.description || 'Payment failed.',
        isAlreadyPaid(response),
      ),
    );
    instance.open();
    return () => instance.close();
  } catch {
    listeners.onAttemptFailed('The payment window could not open.', false);
    listeners.onClosed();
    return () => {};
  }
}
