import { useEffect } from 'react';
import { readTokenExpiry } from '@/lib/jwt';

/** setTimeout's longest delay (about 24.8 days): a longer one would fire at once. */
const MAX_DELAY_MS = 2 ** 31 - 1;

/**
 * Calls `onExpired` when the token's `exp` passes while the page is open. Timers sleep in
 * background tabs and on a sleeping laptop, so the expiry is checked again whenever the
 * page becomes visible.
 */
export function useExpiryWatch(token: string | null, onExpired: () => void) {
  useEffect(() => {
    if (!token) return;
    const expiresAt = (readTokenExpiry(token) ?? 0) * 1000;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const check = () => {
      clearTimeout(timer);
      const left = expiresAt - Date.now();
      if (left <= 0) onExpired();
      else timer = setTimeout(check, Math.min(left, MAX_DELAY_MS));
    };
    const onVisibilityChange = () => {
      if (document.visibilityState === 'visible') check();
    };
    check();
    document.addEventListener('visibilitychange', onVisibilityChange);
    return () => {
      clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibilityChange);
    };
  }, [token, onExpired]);
}
