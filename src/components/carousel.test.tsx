import { act, render, screen } from '@tests/testing-library';
import userEvent from '@testing-library/user-event';
import { Carousel } from './carousel';
import { bringIntoView, installFakeIntersectionObserver } from '@tests/fake-intersection-observer';
import { AUTOPLAY_MS, carouselPresets, slidesAt, type CarouselPreset } from './carousel-presets';

/** The viewport's width as media queries see it; `resizeTo` fires their change events. */
let viewportWidth = 1366;
const mediaListeners = new Map<number, Set<() => void>>();
const jsdomMatchMedia = window.matchMedia;
afterAll(() => {
  window.matchMedia = jsdomMatchMedia;
});
beforeAll(() => {
  // Assigned, not spied on: restoreMocks would undo a spy after the first test.
  window.matchMedia = (media: string) => {
    // NaN for any other query: it never matches (no reduced motion asked for).
    const maxWidth = Number(/max-width:\s*(\d+)px/.exec(media)?.[1] ?? NaN);
    const listeners = mediaListeners.get(maxWidth) ?? new Set();
    mediaListeners.set(maxWidth, listeners);
    return {
      media,
      get matches() {
        return viewportWidth <= maxWidth;
      },
      addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
      removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
    } as unknown as MediaQueryList;
  };
});

function resizeTo(width: number) {
  const before = viewportWidth;
  viewportWidth = width;
  for (const [maxWidth, listeners] of mediaListeners) {
    if (before <= maxWidth !== width <= maxWidth) listeners.forEach((listener) => listener());
  }
}

function renderCarousel(
  preset: CarouselPreset = carouselPresets.single,
  { autoplay = false, dots = false } = {},
) {
  return render(
    <Carousel label="Best Selling" preset={preset} autoplay={autoplay} dots={dots}>
      {['Triphala', 'Ashwagandha', 'Brahmi'].map((name) => (
        <a key={name} href={`#${name}`}>
          {name}
        </a>
      ))}
    </Carousel>,
  );
}

describe('Carousel', () => {
  beforeEach(() => {
    installFakeIntersectionObserver();
  });

  it('shows its first slides in place until it comes near the viewport, then slides', async () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Best Selling' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('link', { name: 'Triphala' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ashwagandha' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /next/i })).not.toBeInTheDocument();

    bringIntoView();
    expect(await screen.findByRole('button', { name: /next/i })).toBeInTheDocument();
  });

  it('waits for focus to leave its first slides before sliding, so focus is not lost', async () => {
    renderCarousel();
    const link = screen.getByRole('link', { name: 'Triphala' });
    act(() => link.focus());
    bringIntoView();
    expect(screen.queryByRole('button', { name: /next/i })).not.toBeInTheDocument();
    expect(link).toHaveFocus();

    act(() => link.blur());
    expect(await screen.findByRole('button', { name: /next/i })).toBeInTheDocument();
  });

  it('starts sliding after a resize leaves it more slides than fit', async () => {
    renderCarousel(carouselPresets.products);
    expect(screen.getAllByRole('link')).toHaveLength(3);

    try {
      act(() => resizeTo(400));
      expect(screen.getAllByRole('link')).toHaveLength(1);
      bringIntoView();
      expect(await screen.findByRole('button', { name: /next/i })).toBeInTheDocument();
    } finally {
      act(() => resizeTo(1366));
    }
  });
});

describe('Carousel, once sliding', () => {
  beforeEach(() => {
    installFakeIntersectionObserver();
    // Slick's autoplay ticks on setInterval; the rest (idle wait, animation) runs for real.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  });

  async function renderSliding() {
    renderCarousel(carouselPresets.single, { autoplay: true, dots: true });
    bringIntoView();
    await screen.findByRole('button', { name: 'Show slide 1 of 3' });
  }
  const currentDot = () =>
    screen.getAllByRole('button', { name: /^Show slide/ }).find((dot) => dot.ariaCurrent);
  const waitSlides = (count: number) =>
    act(() => vi.advanceTimersByTime(count * (AUTOPLAY_MS + 50)));

  it('slides through no more than 100, however many it is given', async () => {
    render(
      <Carousel label="Testimonials" preset={carouselPresets.single} autoplay={false} dots>
        {Array.from({ length: 400 }, (_, index) => (
          <p key={index}>Quote {index + 1}</p>
        ))}
      </Carousel>,
    );
    bringIntoView();
    expect(await screen.findByRole('button', { name: 'Show slide 1 of 100' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Show slide/ })).toHaveLength(100);
  });

  it('names its dots and marks the current one', async () => {
    await renderSliding();
    expect(currentDot()).toHaveAccessibleName('Show slide 1 of 3');
    expect(currentDot()).toHaveAttribute('aria-current', 'true');
    expect(screen.getAllByRole('button', { name: /^Show slide \d of 3$/ })).toHaveLength(3);

    await userEvent.click(screen.getByRole('button', { name: 'Show slide 3 of 3' }));
    expect(currentDot()).toHaveAccessibleName('Show slide 3 of 3');
  });

  it('holds still while focus is inside it, and slides on once focus leaves', async () => {
    await renderSliding();
    const link = screen.getByRole('link', { name: 'Triphala' });
    act(() => link.focus());
    waitSlides(3);
    expect(currentDot()).toHaveAccessibleName('Show slide 1 of 3');
    expect(link).toHaveFocus();

    act(() => link.blur());
    waitSlides(1);
    expect(currentDot()).toHaveAccessibleName('Show slide 2 of 3');
  });

  it('stays paused by its pause button when focus comes and goes', async () => {
    await renderSliding();
    const pause = screen.getByRole('button', { name: 'Pause Best Selling' });
    await userEvent.click(pause);
    expect(pause).toHaveAttribute('aria-pressed', 'true');
    const link = screen.getByRole('link', { name: 'Triphala' });
    act(() => link.focus());
    act(() => link.blur());
    waitSlides(2);
    expect(currentDot()).toHaveAccessibleName('Show slide 1 of 3');

    await userEvent.click(pause);
    waitSlides(1);
    expect(currentDot()).toHaveAccessibleName('Show slide 2 of 3');
  });
});

describe('carousel presets (spec section 9)', () => {
  it('shows categories 3 at a time, 2 below 1024 px, 1 below 600', () => {
    const at = (width: number) =>
      slidesAt(carouselPresets.categories, (maxWidth) => width <= maxWidth);
    expect([at(1366), at(1024), at(1023), at(600), at(599), at(360)]).toEqual([3, 3, 2, 2, 1, 1]);
  });
});
