import type { ToastOptions } from 'react-toastify';

/**
 * react-toastify is loaded the first time it is needed, so it stays out of the first download.
 * A toast raised before its container has mounted waits in react-toastify's queue.
 */
export const loadToastify = () => import('react-toastify');

type Kind = 'success' | 'error' | 'info';

function raise(kind: Kind) {
  return (message: string, options?: ToastOptions) => {
    void loadToastify().then((module) => module.toast[kind](message, options));
  };
}

/** Tells the shopper what happened, in a toast. */
export const toast = { success: raise('success'), error: raise('error'), info: raise('info') };
