import { Trans, useLingui } from '@lingui/react/macro';
import {
  Children,
  cloneElement,
  useEffect,
  useRef,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';
import SlickSlider, { type Settings } from 'react-slick';
import 'slick-carousel/slick/slick.css';
import { useReducedMotion } from '@/lib/use-reduced-motion';
import { AUTOPLAY_MS, SLIDE_SPEED_MS, type CarouselProps } from './carousel-presets';
import { PlayPauseIcon } from './play-pause-icon';

// react-slick is CommonJS: the production bundle hands over its module object, not the component.
const Slider = (SlickSlider as unknown as { default?: typeof SlickSlider }).default ?? SlickSlider;

/** The react-slick carousel behind <Carousel>, loaded on demand. */
type SlickCarouselProps = Omit<CarouselProps, 'preset'> & { slidesToShow: number };

type Dot = ReactElement<{ className?: string; children: ReactElement<{ 'aria-current'?: true }> }>;

/** Slick marks the current slide's dot with a class only: it becomes aria-current too. */
function markCurrentDot(dots: ReactNode) {
  return (
    <ul>
      {Children.map(dots as Dot[], (dot) =>
        cloneElement(
          dot,
          {},
          cloneElement(dot.props.children, {
            'aria-current': dot.props.className?.includes('slick-active') || undefined,
          }),
        ),
      )}
    </ul>
  );
}

export default function SlickCarousel({
  label,
  slidesToShow,
  children,
  autoplay = true,
  dots = false,
  className,
}: SlickCarouselProps) {
  const { t } = useLingui();
  const reducedMotion = useReducedMotion();
  const slider = useRef<SlickSlider>(null);
  const root = useRef<HTMLElement>(null);
  const pauseButton = useRef<HTMLButtonElement>(null);
  const [paused, setPaused] = useState(false);
  // Slick's own pauseOnFocus listens on the slides, where focus never lands (react-slick #1525).
  // Focus on the pause button itself does not count: pressing Play there plays at once.
  const [focusInside, setFocusInside] = useState(false);
  const canPlay = autoplay && !reducedMotion;
  const playing = canPlay && !paused && !focusInside;
  const slideCount = Children.count(children);

  // Slides slick hides (clones and off-screen slides) must not take keyboard focus. Focus on a
  // slide that leaves (the arrow keys move the slides under it) goes to the first one shown,
  // instead of falling back to the page.
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    const sync = () => {
      const slides = Array.from(element.querySelectorAll<HTMLElement>('.slick-slide'));
      const focused = document.activeElement;
      let focusLeft = false;
      slides.forEach((slide) => {
        const hidden = slide.getAttribute('aria-hidden') === 'true';
        if (hidden && !slide.inert && slide.contains(focused)) focusLeft = true;
        slide.inert = hidden;
      });
      if (!focusLeft) return;
      const firstShown = slides.find((slide) => !slide.inert && slide.querySelector('a[href]'));
      // Not scrolled into view: the list hides its overflow, and a scroll would shift the track.
      firstShown?.querySelector<HTMLElement>('a[href]')?.focus({ preventScroll: true });
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

  // Slick's autoplay stays on and is paused here: slick keeps a pause through hover and resizes.
  useEffect(() => {
    if (playing) slider.current?.slickPlay();
    else slider.current?.slickPause();
  }, [playing]);

  const holdsFocus = (target: EventTarget | null) =>
    target instanceof Node &&
    Boolean(root.current?.contains(target)) &&
    !pauseButton.current?.contains(target);

  const settings: Settings = {
    accessibility: true,
    arrows: true,
    dots,
    customPaging: (index) => (
      <button type="button" aria-label={t`Show slide ${index + 1} of ${slideCount}`} />
    ),
    appendDots: markCurrentDot,
    infinite: true,
    speed: reducedMotion ? 0 : SLIDE_SPEED_MS,
    autoplay: canPlay,
    autoplaySpeed: AUTOPLAY_MS,
    pauseOnHover: true,
    pauseOnFocus: false,
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
      onFocus={(event) => setFocusInside(holdsFocus(event.target))}
      onBlur={(event) => setFocusInside(holdsFocus(event.relatedTarget))}
    >
      {canPlay && (
        <button
          ref={pauseButton}
          type="button"
          className="carousel__pause"
          onClick={() => setPaused((value) => !value)}
          aria-pressed={paused}
        >
          <PlayPauseIcon paused={paused} />
          <span className="visually-hidden">
            <Trans>Pause {label}</Trans>
          </span>
        </button>
      )}
      <Slider ref={slider} {...settings}>
        {children}
      </Slider>
    </section>
  );
}
