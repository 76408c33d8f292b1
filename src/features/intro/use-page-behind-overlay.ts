import { useEffect, type RefObject } from 'react';

/**
 * While the overlay shows, everything else on the page (the app, already mounted and loading
 * underneath) is inert and hidden from assistive technology, and the page does not scroll.
 */
export function usePageBehindOverlay(overlay: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const self = overlay.current;
    if (!self) return;
    const others = [...document.body.children].filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && element !== self && !isInvisible(element),
    );
    const previous = others.map((element) => ({
      element,
      inert: element.hasAttribute('inert'),
      ariaHidden: element.getAttribute('aria-hidden'),
    }));
    for (const element of others) {
      element.setAttribute('inert', '');
      element.setAttribute('aria-hidden', 'true');
    }
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';

    return () => {
      for (const { element, inert, ariaHidden } of previous) {
        element.toggleAttribute('inert', inert);
        if (ariaHidden == null) element.removeAttribute('aria-hidden');
        else element.setAttribute('aria-hidden', ariaHidden);
      }
      root.style.overflow = previousOverflow;
    };
  }, [overlay]);
}

function isInvisible(element: Element) {
  return ['SCRIPT', 'STYLE', 'LINK', 'NOSCRIPT', 'TEMPLATE'].includes(element.tagName);
}
