import { useEffect, useState } from 'react';

/**
 * True while the page is scrolling down (past a small threshold); false once it scrolls up,
 * and at once on another page (`page`, the path): the header is back in place in the same
 * render as the new page, not a frame later as the scroll to the top is noticed.
 */
export function useHideOnScroll(page: string, threshold = 40) {
  const [hiddenOn, setHiddenOn] = useState<string | null>(null);
  useEffect(() => {
    // The layout has scrolled the new page to the top by now (its effect runs first).
    let last = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - last) < 4) return;
      setHiddenOn(y > last && y > threshold ? page : null);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [page, threshold]);
  return hiddenOn === page;
}
