import { useEffect, useRef, useState } from 'react';
import SlickSlider, { type Settings } from 'react-slick';
import 'slick-carousel/slick/slick.css';
import { useReducedMotion } from '@/lib/use-reduced-motion';
import { AUTOPLAY_MS, SLIDE_SPEED_MS, type CarouselProps } from './carousel-presets';

// react-slick is CommonJS: the production bundle hands over its module object, not the component.
const Slider = (SlickSlider as unknown as { default?: typeof SlickSlider }).default ?? SlickSlider;

/** The react-slick carousel behind <Carousel>, loaded on demand. */
type SlickCarouselProps = Omit<CarouselProps, 'preset'> & { slidesToShow: number };

export default function SlickCarousel({
  label,
  slidesToShow,
  children,
  autoplay = true,
  dots = false,
  className,
}: SlickCarouselProps) {
  const reducedMotion = useReducedMotion();
  const slider = useRef<SlickSlider>(null);
  const root = useRef<HTMLElement>(null);
  const [paused, setPaused] = useState(false);
  const playing = autoplay && !reducedMotion && !paused;

  // Slides slick hides (clones and off-screen slides) must not take keyboard focus.
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const sync = () => {
      element.querySelectorAll<HTMLElement>('.slick-slide').forEach((slide) => {
        slide.inert = slide.getAttribute('aria-hidden') === 'true';
      });
    };
    sync();
    const observer = new MutationObserver(sync);
    observer.observe(element, {
      subtree: true,
      attributes: true,
      attributeFilter: ['aria-hidden'],
      childList: true,
    });
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (playing) slider.current?.slickPlay();
    else slider.current?.slickPause();
  }, [playing]);

  const settings: Settings = {
    accessibility: true,
    arrows: true,
    dots,
    infinite: true,
    speed: reducedMotion ? 0 : SLIDE_SPEED_MS,
    autoplay: playing,
    autoplaySpeed: AUTOPLAY_MS,
    pauseOnHover: true,
    pauseOnFocus: true,
    pauseOnDotsHover: true,
    // The wrapper tracks the viewport; slick's own `responsive` misses the first layout.
    slidesToShow,
    slidesToScroll: 1,
    // Only the slides on screen (and their neighbours as the shopper moves) are rendered:
    // a 50-product carousel would otherwise build every card and clone at first paint.
    lazyLoad: 'ondemand',
  };

  return (
    <section
      ref={root}
      className={`carousel ${className ?? ''}`}
      aria-label={label}
      aria-roledescription="carousel"
    >
      {autoplay && !reducedMotion && (
        <button
          type="button"
          className="carousel__pause"
          onClick={() => setPaused((value) => !value)}
          aria-pressed={paused}
        >
          {paused ? 'Play' : 'Pause'}
          <span className="visually-hidden"> {label}</span>
        </button>
      )}
      <Slider ref={slider} {...settings}>
        {children}
      </Slider>
    </section>
  );
}
