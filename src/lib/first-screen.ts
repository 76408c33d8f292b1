import { startTransition, useEffect, useState } from 'react';

/**
 * The first screen is what the shopper sees before scrolling: the page's own calls and its
 * main pictures. Calls that can wait (the header's logo, the footer's categories, the home
 * page's lower sections) start once it has been drawn, so on a slow connection they do not
 * share the line with it. They wait at most MAX_WAIT_MS from the app's start: a stalled call
 * or a picture that never loads holds nothing else up for long.
 */
const MAX_WAIT_MS = 2000;

let shown = false;
let holds = 0;
const listeners = new Set<() => void>();

function notify() {
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function markFirstScreenShown() {
  if (shown) return;
  shown = true;
  notify();
}

window.setTimeout(markFirstScreenShown, MAX_WAIT_MS);

export function isFirstScreenShown() {
  return shown;
}

export function isFirstScreenHeld() {
  return holds > 0;
}

/**
 * True once the first screen has been drawn; it stays true for the rest of the visit. The
 * switch renders at transition priority: everything that waited re-renders at once, and on a
 * slow phone that work is sliced so that taps are still answered.
 */
export function useFirstScreenShown() {
  const [value, setValue] = useState(shown);
  useEffect(() => {
    if (value) return;
    const update = () => startTransition(() => setValue(true));
    if (shown) update();
    return subscribe(update);
  }, [value]);
  return value;
}

/**
 * Keeps the first screen from counting as drawn while `holding` is true: a main picture
 * loading, a section drawing its answer.
 */
export function useHoldFirstScreen(holding: boolean) {
  useEffect(() => {
    if (!holding || shown) return;
    holds += 1;
    return () => {
      holds -= 1;
    };
  }, [holding]);
}
