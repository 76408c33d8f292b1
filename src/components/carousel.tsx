import { Children, lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { slidesAt, type CarouselPreset } from './carousel-presets';
import './carousel.css';

export type CarouselProps = {
  /** Accessible name of the carousel region. */
  label: string;
  preset: CarouselPreset;
  children: ReactNode;
  autoplay?: boolean;
  dots?: boolean;
  className?: string;
};

const SlickCarousel = lazy(() => import('./slick-carousel'));

function subscribeToResize(onChange: () => void) {
  window.addEventListener('resize', onChange);
  return () => window.removeEventListener('resize', onChange);
}

/**
 * A carousel region. react-slick loads with the first carousel on a page; until then
 * the first slides render in place at their final size, so nothing shifts.
 */
export function Carousel(props: CarouselProps) {
  const width = useSyncExternalStore(
    subscribeToResize,
    () => window.innerWidth,
    () => 1366,
  );
  const slides = Children.toArray(props.children);
  const shown = slidesAt(props.preset, width);

  if (slides.length <= shown) {
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
      className={`carousel carousel--static ${props.dots ? 'carousel--awaiting-dots' : ''} ${props.className ?? ''}`}
      aria-label={props.label}
      aria-busy="true"
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

  return (
    <Suspense fallback={fallback}>
      <SlickCarousel {...props} slidesToShow={shown} />
    </Suspense>
  );
}
