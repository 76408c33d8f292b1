import { useSyncExternalStore } from 'react';

const never = () => () => {};

/**
 * False while React hydrates a prerendered shell, which shows every shopper the same page (signed
 * out, empty cart), and true from the render after, or from the first render without a shell.
 * What is read from this device (storage, the URL) renders only when this is true, so hydration
 * meets the HTML it expects.
 */
export function useHydrated() {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
