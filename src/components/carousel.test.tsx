import { act, render, screen } from '@testing-library/react';
import { Carousel } from './carousel';
import { carouselPresets } from './carousel-presets';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
let observers: Callback[] = [];

class FakeIntersectionObserver {
  constructor(private callback: Callback) {
    observers.push(callback);
  }
  observe() {}
  unobserve() {}
  disconnect() {
    observers = observers.filter((callback) => callback !== this.callback);
  }
  takeRecords() {
    return [];
  }
}

function comeNearView() {
  act(() => observers.forEach((callback) => callback([{ isIntersecting: true }])));
}

function renderCarousel() {
  return render(
    <Carousel label="Best Selling" preset={carouselPresets.single} autoplay={false}>
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
    observers = [];
    vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  });

  it('shows its first slides in place until it comes near the viewport, then slides', async () => {
    renderCarousel();
    const region = screen.getByRole('region', { name: 'Best Selling' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('link', { name: 'Triphala' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ashwagandha' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /next/i })).not.toBeInTheDocument();

    comeNearView();
    expect(await screen.findByRole('button', { name: /next/i })).toBeInTheDocument();
  });

  it('waits for focus to leave its first slides before sliding, so focus is not lost', async () => {
    renderCarousel();
    const link = screen.getByRole('link', { name: 'Triphala' });
    act(() => link.focus());
    comeNearView();
    expect(screen.queryByRole('button', { name: /next/i })).not.toBeInTheDocument();
    expect(link).toHaveFocus();

    act(() => link.blur());
    expect(await screen.findByRole('button', { name: /next/i })).toBeInTheDocument();
  });

  it('starts sliding after a resize leaves it more slides than fit', async () => {
    const width = window.innerWidth;
    render(
      <Carousel label="Best Selling" preset={carouselPresets.products} autoplay={false}>
        {['Triphala', 'Ashwagandha', 'Brahmi'].map((name) => (
          <a key={name} href={`#${name}`}>
            {name}
          </a>
        ))}
      </Carousel>,
    );
    expect(screen.getAllByRole('link')).toHaveLength(3);

    try {
      act(() => {
        window.innerWidth = 400;
        window.dispatchEvent(new Event('resize'));
      });
      expect(screen.getAllByRole('link')).toHaveLength(1);
      comeNearView();
      expect(await screen.findByRole('button', { name: /next/i })).toBeInTheDocument();
    } finally {
      act(() => {
        window.innerWidth = width;
        window.dispatchEvent(new Event('resize'));
      });
    }
  });
});
