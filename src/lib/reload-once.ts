import { moneyInMotion } from './money-in-motion';

const RELOADED_KEY = 'reloaded-after-load-error';

/**
 * Reloads the page to fetch again code that failed to load: after a deploy an open tab may ask
 * for a chunk that no longer exists, and on a shaky connection a download can drop. Once per tab
 * until code has loaded (`codeLoaded`), so a failure that lasts cannot loop; never offline, where
 * a reload cannot help; never while money is moving, where the failure is shown in place
 * instead. Says whether it reloads.
 */
export function reloadOnce(reload = () => window.location.reload()) {
  if (!navigator.onLine || moneyInMotion.active()) return false;
  try {
    if (sessionStorage.getItem(RELOADED_KEY)) return false;
    sessionStorage.setItem(RELOADED_KEY, '1');
  } catch {
    // Storage that throws (blocked, full) cannot note the reload: none, or it could repeat.
    return false;
  }
  reload();
  return true;
}

/** The page's code has loaded: a later failure (the next deploy) gets its own reload. */
export function codeLoaded() {
  try {
    sessionStorage.removeItem(RELOADED_KEY);
  } catch {
    // Nothing was noted.
  }
}

/**
 * Loads a chunk, asking once more if the first try fails (a dropped download); the second
 * failure is the caller's to show. For code that may load while money is moving, when the page
 * does not reload to fetch it again.
 */
export const importRetryingOnce = <T>(load: () => Promise<T>) => load().catch(load);
