/**
 * Every page starts at its top, reloaded too (the spec's home page "scrolls to top on load"):
 * the app places the scroll itself (ScrollToTopOnNavigate), and the browser restores no old
 * position. The boot script calls this before the shell has been laid out; main.tsx calls it
 * again for `vite dev`, which has no boot script.
 */
export function startPagesAtTheirTop() {
  history.scrollRestoration = 'manual';
}
