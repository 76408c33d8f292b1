// Where a new page starts: its scroll, and the keyboard's focus. Every new location (another
// path, or another query: a footer link to a shop category, a page of a list) starts at its top,
// reloaded too (the spec's home page "scrolls to top on load"): the layout's
// StartEachPageAtItsTop places it, and the browser restores no old position. A page that shows a
// change in place (the shop's filters) passes `keepScroll` as the navigation's state; a control
// the shopper stays in (the header search) passes `keepFocus`.

/** Turns the browser's scroll restoration off, so a reloaded page starts at its top. */
export function startPagesAtTheirTop() {
  // Called by entry.client.tsx as the app starts.
  history.scrollRestoration = 'manual';
}

/** The navigation's `state` for a change the page shows in place, scrolled (and focused) as it is. */
export const keepScroll = { keepScroll: true } as const;
/** The navigation's `state` for a new page whose keyboard focus stays where it is. */
export const keepFocus = { keepFocus: true } as const;

const says = (state: unknown, key: string) =>
  typeof state === 'object' && state !== null && key in state;

export const keepsScroll = (state: unknown) => says(state, 'keepScroll');
export const keepsFocus = (state: unknown) => says(state, 'keepFocus');

/**
 * Moves keyboard focus to the start of the page's content (`<main>`, focusable from script), so
 * that the next Tab goes on from there and a screen reader lands in the new page: on each new
 * page, and when the shopper jumps back to the top.
 */
export function focusPageStart() {
  document.getElementById('main')?.focus({ preventScroll: true });
}
