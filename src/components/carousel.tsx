import { Children, lazy, Suspense, useState, useSyncExternalStore } from 'react';
import { useBrowserIdle } from '@/lib/use-browser-idle';
import { useSeenOnce } from '@/lib/use-seen-once';
import { slidesAt, type CarouselProps } from './carousel-presets';
import './carousel.css';

const SlickCarousel = lazy(() => import('./slick-carousel'));

/**
 * The viewport's width, read once and then on resize. Reading window.innerWidth while
 * rendering would force the browser to lay out the page for every carousel, every render.
 */
let viewportWidth: number | null = null;
const readViewportWidth = () => (viewportWidth ??= window.innerWidth);

function subscribeToResize(onChange: () => void) {
  const listener = () => {
    viewportWidth = window.innerWidth;
    onChange();
  };
  // The width may have changed since it was first read (before anything listened).
  if (viewportWidth !== window.innerWidth) listener();
  window.addEventListener('resize', listener);
  return () => window.removeEventListener('resize', listener);
}

/** Slick takes over a carousel once it is within a screen's height of the viewport. */
const NEAR_VIEW = { rootMargin: '100% 0px' };

/**
 * A carousel region. Until react-slick takes over (once the carousel is near the viewport and
 * the browser is idle), the first slides render in place at their final size, so nothing
 * shifts. Carousels further down the page wait until the shopper scrolls near them: on a slow
 * phone, slick's building and measuring of each one is the longest work of the first load.
 */
export function Carousel(props: CarouselProps) {
  const width = useSyncExternalStore(subscribeToResize, readViewportWidth, () => 1366);
  const slides = Children.toArray(props.children);
  const shown = slidesAt(props.preset, width);
  const fits = slides.length <= shown;
  const [placeholder, nearView] = useSeenOnce<HTMLElement>(NEAR_VIEW, !fits);
  // Slick replaces the slides' elements: it waits while focus is inside, so focus is never lost.
  const [focusInside, setFocusInside] = useState(false);
  // Slick's chunk and its first measuring wait for an idle moment, after the page's own work.
  const idle = useBrowserIdle(nearView);

  if (fits) {
    // Everything fits: a plain row, nothing to scroll.
    return (
      <section
        className={`carousel carousel--static ${props.className ?? ''}`}
        aria-label={props.label}
      >
        <ul className="carousel__row" style={{ '--slides': shown } as React.CSSProperties}>
          {slides.map((slide, index) => (
            <li key={index} className="carousel__cell">
              {slide}
            </li>
          ))}
        </ul>
      </section>
    );
  }

  const fallback = (
    <section
      ref={placeholder}
      className={`carousel carousel--static ${props.dots ? 'carousel--awaiting-dots' : ''} ${props.className ?? ''}`}
      aria-label={props.label}
      aria-busy="true"
      onFocus={() => setFocusInside(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget)) setFocusInside(false);
      }}
    >
      <ul className="carousel__row" style={{ '--slides': shown } as React.CSSProperties}>
        {slides.slice(0, shown).map((slide, index) => (
          <li key={index} className="carousel__cell">
            {slide}
          </li>
        ))}
      </ul>
    </section>
  );

  if (!nearView || !idle || focusInside) return fallback;
  return (
    <Suspense fallback={fallback}>
      <SlickCarousel {...props} slidesToShow={shown} />
    </Suspense>
  );
}
