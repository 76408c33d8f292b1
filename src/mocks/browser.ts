import { setupWorker } from 'msw/browser';
import { handlers } from './handlers';

/**
 * Starts the mock API in the browser's service worker. Only API calls and the payment
 * simulator are answered; everything else (the app's own files) passes through.
 */
export async function startMockApi() {
  const worker = setupWorker(...handlers);
  await worker.start({ onUnhandledRequest: 'bypass', quiet: import.meta.env.PROD });
}
