// Apart from the overlay's own code (loaded with the intro): the app's first code calls it.

/**
 * Puts focus on the page's main content once the intro is gone, unless the shopper already
 * put it somewhere. On a deep link the page may still be loading, so it waits for <main> a while.
 */
export function focusMainContent(waitMs = 10_000) {
  const tryFocus = () => {
    const main = document.getElementById('main');
    if (!main) return false;
    const active = document.activeElement;
    if (!active || active === document.body || active === document.documentElement) {
      main.focus({ preventScroll: true });
    }
    return true;
  };
  if (tryFocus()) return () => {};
  const observer = new MutationObserver(() => {
    if (tryFocus()) stop();
  });
  const timer = window.setTimeout(() => stop(), waitMs);
  function stop() {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(document.body, { childList: true, subtree: true });
  return stop;
}
