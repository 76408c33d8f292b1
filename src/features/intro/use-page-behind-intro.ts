import { useLayoutEffect } from 'react';
import { holdInert } from '@/lib/inert-holds';

/**
 * While `covered`, everything on the page (the app, mounted and loading underneath) is inert
 * and hidden from assistive technology, and the page does not scroll. The intro's own overlay
 * (`.intro`, a portal into the body) stays out of it.
 *
 * In the layout phase: the intro starts in the commit that ends hydration, and layout effects
 * run child first, so it holds the page before that commit lets the shell's hold go. The page's
 * `inert` is then never lifted and set again in between, which restyles every element on the
 * page twice (two long tasks on a first visit, TBT).
 */
export function usePageBehindIntro(covered: boolean) {
  useLayoutEffect(() => {
    if (!covered) return;
    const others = [...document.body.children].filter(
      (element): element is HTMLElement =>
        element instanceof HTMLElement && !isInvisible(element) && !element.matches('.intro'),
    );
    const releases = others.map(holdInert);
    const ariaHidden = others.map((element) => element.getAttribute('aria-hidden'));
    for (const element of others) element.setAttribute('aria-hidden', 'true');
    const root = document.documentElement;
    const previousOverflow = root.style.overflow;
    root.style.overflow = 'hidden';

    return () => {
      releases.forEach((release) => release());
      others.forEach((element, index) => {
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
