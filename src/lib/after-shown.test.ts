import { vi } from 'vitest';
import { afterShown } from './after-shown';

type Listener = (entries: { getEntries: () => { element: Element | null }[] }) => void;

/** A browser's PerformanceObserver, with Element Timing or without, reporting on demand. */
function stubObserver(entryTypes: string[]) {
  const observers: { listener: Listener; observing: boolean; options?: unknown }[] = [];
  class FakeObserver {
    static supportedEntryTypes = entryTypes;
    private readonly record;
    constructor(listener: Listener) {
      this.record = { listener, observing: false, options: undefined as unknown };
      observers.push(this.record);
    }
    observe(options: unknown) {
      this.record.observing = true;
      this.record.options = options;
    }
    disconnect() {
      this.record.observing = false;
    }
  }
  vi.stubGlobal('PerformanceObserver', FakeObserver);
  return {
    observers,
    report(element: Element | null) {
      for (const { listener, observing } of observers) {
        if (observing) listener({ getEntries: () => [{ element }] });
      }
    },
  };
}

describe('afterShown', () => {
  const picture = document.createElement('p');

  beforeEach(() => {
    vi.useFakeTimers({
      toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame'],
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('runs once the browser reports the picture on screen, and only once', () => {
    const browser = stubObserver(['element', 'paint']);
    const callback = vi.fn();
    afterShown(picture, callback);
    expect(browser.observers[0]!.options).toEqual({ type: 'element', buffered: true });

    vi.advanceTimersToNextFrame();
    vi.advanceTimersByTime(10);
    browser.report(document.createElement('img'));
    expect(callback).not.toHaveBeenCalled();
    browser.report(picture);
    expect(callback).toHaveBeenCalledTimes(1);
    expect(browser.observers[0]!.observing).toBe(false);

    vi.runAllTimers();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs after the next paint in a browser without Element Timing', () => {
    const browser = stubObserver(['paint', 'largest-contentful-paint']);
    const callback = vi.fn();
    afterShown(picture, callback);
    expect(browser.observers).toHaveLength(0);

    vi.advanceTimersToNextFrame();
    expect(callback).not.toHaveBeenCalled();
    vi.runOnlyPendingTimers();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs after the next paint in a browser without PerformanceObserver', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const callback = vi.fn();
    afterShown(picture, callback);
    vi.advanceTimersToNextFrame();
    vi.runOnlyPendingTimers();
    expect(callback).toHaveBeenCalledTimes(1);
  });
});
