/**
 * Where a page's scroll starts. Every new location (another path, or another query: a footer
 * link to a shop category, a page of a list) starts at its top, reloaded too (the spec's home
 * page "scrolls to top on load"); ScrollToTopOnNavigate places it, and the browser restores no
 * old position. A page that moves its own view in place (the shop's filters) says so with
 * `keepScroll` as the navigation's state.
 */
export function startPagesAtTheirTop() {
  // The boot script calls this before the shell has been laid out; main.tsx again for
  // `vite dev`, which has no boot script.
  history.scrollRestoration = 'manual';
}

/** The navigation's `state` for a change the page shows in place, scrolled as it is. */
export const keepScroll = { keepScroll: true } as const;

export function keepsScroll(state: unknown) {
  return typeof state === 'object' && state !== null && 'keepScroll' in state;
}
