import { act, render, screen, english } from '@tests/testing-library';
import { bringIntoView, installFakeIntersectionObserver } from '@tests/fake-intersection-observer';
import { ABOUT_COUNTERS, AboutCounters, COUNTER_TICK_MS, counterStep } from './about-counters';

const values = () => screen.getAllByTestId('counter-value').map((element) => element.textContent);

function mockReducedMotion(matches: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) =>
      ({
        matches: matches && query.includes('reduce'),
        media: query,
        addEventListener: () => {},
        removeEventListener: () => {},
      }) as unknown as MediaQueryList,
  );
}

describe('AboutCounters', () => {
  beforeEach(() => {
    installFakeIntersectionObserver();
    vi.useFakeTimers();
  });
  afterEach(() => vi.unstubAllGlobals());

  it('steps by about a fortieth of the target', () => {
    expect(counterStep(180)).toBe(5);
    expect(counterStep(100)).toBe(3);
    expect(counterStep(11)).toBe(1);
    expect(counterStep(3)).toBe(1);
  });

  it('waits at zero until scrolled into view, then counts up in 50 ms steps to 180, 3, 100 and 11', () => {
    mockReducedMotion(false);
    render(<AboutCounters />);
    expect(values()).toEqual(['0+', '0', '0%', '0']);
    act(() => vi.advanceTimersByTime(1000));
    expect(values()).toEqual(['0+', '0', '0%', '0']);

    bringIntoView();
    act(() => vi.advanceTimersByTime(COUNTER_TICK_MS));
    expect(values()).toEqual(['5+', '1', '3%', '1']);
    act(() => vi.advanceTimersByTime(COUNTER_TICK_MS));
    expect(values()).toEqual(['10+', '2', '6%', '2']);

    act(() => vi.advanceTimersByTime(COUNTER_TICK_MS * 40));
    expect(values()).toEqual(['180+', '3', '100%', '11']);
    act(() => vi.advanceTimersByTime(COUNTER_TICK_MS * 10));
    expect(values()).toEqual(['180+', '3', '100%', '11']);
  });

  it('shows the final values at once under reduced motion', () => {
    mockReducedMotion(true);
    render(<AboutCounters />);
    expect(values()).toEqual(['180+', '3', '100%', '11']);
  });

  it('gives screen readers the final figures with their labels', () => {
    mockReducedMotion(false);
    render(<AboutCounters />);
    for (const counter of ABOUT_COUNTERS) {
      const label = english._(counter.label);
      expect(screen.getByText(label).closest('li')).toHaveTextContent(
        `${counter.target}${counter.suffix} ${label}`,
      );
    }
  });
});
