import { useEffect, useRef, useState } from 'react';

/** Below-the-fold content starts loading when it comes within this distance of the viewport. */
export const NEAR_VIEWPORT: IntersectionObserverInit = { rootMargin: '300px 0px' };

/**
 * True once the element has come into view, or within `rootMargin` of it; true at once where
 * IntersectionObserver is missing. Pass `watching: false` while the element is not rendered.
 */
export function useSeenOnce<T extends Element>(
  options: IntersectionObserverInit = {},
  watching = true,
) {
  const ref = useRef<T>(null);
  // A prerendered page (no window) shows what the first render of its hydration shows.
  const [seen, setSeen] = useState(
    () => typeof window !== 'undefined' && typeof IntersectionObserver === 'undefined',
  );
  const { threshold, rootMargin } = options;
  useEffect(() => {
    const element = ref.current;
    if (seen || !watching || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setSeen(true);
          observer.disconnect();
        }
      },
      { threshold, rootMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [seen, watching, threshold, rootMargin]);
  return [ref, seen] as const;
}
