import { useEffect, useState } from 'react';

/** True while the page is scrolling down (past a small threshold); false once it scrolls up. */
export function useHideOnScroll(threshold = 40) {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    // Every page starts at the top (the layout scrolls there on navigation).
    let last = 0;
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - last) < 4) return;
      setHidden(y > last && y > threshold);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [threshold]);
  return hidden;
}
