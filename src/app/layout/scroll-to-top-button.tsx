import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';
import { focusPageStart } from '@/lib/page-start';
import { prefersReducedMotion } from '@/lib/use-reduced-motion';
import './scroll-to-top-button.css';

const SHOWN_AFTER_PX = 300;

/** Shown once the shopper has scrolled more than 300 px, on every page. */
export function ScrollToTopButton() {
  const { t } = useLingui();
  const [shown, setShown] = useState(false);

  useEffect(() => {
    const onScroll = () => setShown(window.scrollY > SHOWN_AFTER_PX);
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);

  if (!shown) return null;
  return (
    <button
      type="button"
      className="scroll-top"
      onClick={() => {
        window.scrollTo({ top: 0, behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
        // The button goes once the page is near its top: focus must not go with it.
        focusPageStart();
      }}
      aria-label={t`Scroll to top`}
    >
      <span aria-hidden="true">↑</span>
    </button>
  );
}
