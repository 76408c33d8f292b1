import type { ToastOptions } from 'react-toastify';
import { importRetryingOnce } from './reload-once';
import { reportError } from './report-error';

/**
 * react-toastify is loaded the first time a toast is raised, so it stays out of the first
 * download. A toast raised before its container has mounted waits in react-toastify's queue.
 */
export const loadToastify = () => importRetryingOnce(() => import('react-toastify'));

let raised = false;
const onFirstToast = new Set<() => void>();

/** Whether any toast has been raised yet: until then there is no container to show. */
export const toastsRaised = {
  current: () => raised,
  subscribe(listener: () => void) {
    onFirstToast.add(listener);
    return () => onFirstToast.delete(listener);
  },
};

type Kind = 'success' | 'error' | 'info';

function raise(kind: Kind) {
  return (message: string, options?: ToastOptions) => {
    if (!raised) {
      raised = true;
      onFirstToast.forEach((listener) => listener());
    }
    loadToastify()
      .then((module) => module.toast[kind](message, options))
      .catch((error: unknown) => reportError(error, 'showing a toast'));
  };
}

/** Tells the shopper what happened, in a toast. */
export const toast = { success: raise('success'), error: raise('error'), info: raise('info') };
