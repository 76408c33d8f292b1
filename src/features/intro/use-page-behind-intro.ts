import { useLayoutEffect } from 'react';

/**
 * While `covered`, everything on the page (the app, mounted and loading underneath) is inert
 * and hidden from assistive technology, and the page does not scroll. The intro's own overlay
 * (`.intro`, a portal into the body) stays out of it. In the layout phase, so the page is out of reach before the intro's first paint.
 */
export function usePageBehindIntro(covered: boolean) {
  useLayoutEffect(() => {
    if (!covered) return;
    const others = [...document.body.children].filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && !isInvisible(element) && !element.matches('.intro'),
    );
    const wasInert = others.map((element) => element.hasAttribute('inert'));
    for (const element of others) element.toggleAttribute('inert', true);
    const ariaHidden = others.map((element) => element.getAttribute('aria-hidden'));
    for (const element of others) element.setAttribute('aria-hidden', 'true');
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';

    return () => {
      others.forEach((element, index) => {
        element.toggleAttribute('inert', wasInert[index]);
        const previous = ariaHidden[index];
        if (previous == null) element.removeAttribute('aria-hidden');
        else element.setAttribute('aria-hidden', previous);
      });
      root.style.overflow = previousOverflow;
    };
  }, [covered]);
}

function isInvisible(element: Element) {
  return ['SCRIPT', 'STYLE', 'LINK', 'NOSCRIPT', 'TEMPLATE'].includes(element.tagName);
}
