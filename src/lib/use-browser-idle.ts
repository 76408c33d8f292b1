import { useEffect, useState } from 'react';

/** Work that can wait for the browser's first idle moment still starts within this time. */
const IDLE_TIMEOUT_MS = 2000;

/**
 * True once the browser has been idle (requestIdleCallback; a short timer where it is
 * missing, as in Safari before 18). Pass `waiting: false` to not wait yet.
 */
export function useBrowserIdle(waiting = true) {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle || !waiting) return;
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(() => setIdle(true), { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(id);
    }
    const id = window.setTimeout(() => setIdle(true), 200);
    return () => window.clearTimeout(id);
  }, [idle, waiting]);
  return idle;
}
