import { Children, lazy, Suspense, useCallback, useState, useSyncExternalStore } from 'react';
import { useBrowserIdle } from '@/lib/use-browser-idle';
import { useSeenOnce } from '@/lib/use-seen-once';
import { slidesAt, type CarouselProps } from './carousel-presets';
import './carousel.css';

const SlickCarousel = lazy(() => import('./slick-carousel'));

/**
 * How many slides show, from the preset's breakpoints as CSS media queries: they follow the
 * layout viewport as the stylesheet does (window.innerWidth on a phone grows with any content
 * that overflows while the page loads), and their change events never miss a resize.
 */
const mediaQueries = new Map<number, MediaQueryList>();
const breakpointQuery = (maxWidth: number) => {
  let query = mediaQueries.get(maxWidth);
  if (!query) {
    query = window.matchMedia(`(max-width: ${maxWidth}px)`);
    mediaQueries.set(maxWidth, query);
  }
  return query;
};

function useSlidesShown(preset: CarouselProps['preset']) {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const queries = preset.breakpoints.map(({ maxWidth }) => breakpointQuery(maxWidth));
      queries.forEach((query) => query.addEventListener('change', onChange));
      return () => queries.forEach((query) => query.removeEventListener('change', onChange));
    },
    [preset],
  );
  const shown = () => slidesAt(preset, (maxWidth) => breakpointQuery(maxWidth).matches);
  return useSyncExternalStore(subscribe, shown, () => preset.slidesToShow);
}

/** Slick takes over a carousel once it is within a screen's height of the viewport. */
const NEAR_VIEW = { rootMargin: '100% 0px' };
/** As many as the longest list the spec gives a carousel (the combos, 100). */
const MAX_SLIDES = 100;

/**
 * A carousel region. Until react-slick takes over (once the carousel is near the viewport, the
 * page is not covered by the intro and the browser is idle), the first slides render in place
 * at their final size, so nothing shifts. Carousels further down the page wait until the
 * shopper scrolls near them: on a slow phone, slick's building and measuring of each one is the
 * longest work of the first load.
 */
export function Carousel(props: CarouselProps) {
  const shown = useSlidesShown(props.preset);
  // Bounded: each slide beyond the screen still costs a dot and, once visited, its nodes.
  const slides = Children.toArray(props.children).slice(0, MAX_SLIDES);
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
      <SlickCarousel {...props} slidesToShow={shown}>
        {slides}
      </SlickCarousel>
    </Suspense>
  );
}
