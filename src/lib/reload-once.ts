const RELOADED_KEY = 'reloaded-after-load-error';

/**
 * Reloads the page to fetch again code that failed to load: after a deploy an open tab may ask
 * for a chunk that no longer exists, and on a shaky connection a download can drop. Once per tab
 * until code has loaded (`codeLoaded`), so a failure that lasts cannot loop; never offline, where
 * a reload cannot help. Says whether it reloads.
 */
export function reloadOnce() {
  if (!navigator.onLine) return false;
  try {
    if (sessionStorage.getItem(RELOADED_KEY)) return false;
    sessionStorage.setItem(RELOADED_KEY, '1');
  } catch {
    // Storage that throws (blocked, full) cannot note the reload: none, or it could repeat.
    return false;
  }
  window.location.reload();
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
