import { useEffect, useState } from 'react';

/** True while the page is scrolling down (past a small threshold); false once it scrolls up. */
export function useHideOnScroll(threshold = 40) {
  const [hidden, setHidden] = useState(false);
  useEffect(() => {
    let last = 0;
    // Read in the next frame, when the browser lays the page out anyway: read here, right
    // after the first render, scrollY would make it lay out the whole new page in this task.
    const frame = requestAnimationFrame(() => {
      last = window.scrollY;
    });
    const onScroll = () => {
      const y = window.scrollY;
      if (Math.abs(y - last) < 4) return;
      setHidden(y > last && y > threshold);
      last = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', onScroll);
    };
  }, [threshold]);
  return hidden;
}
