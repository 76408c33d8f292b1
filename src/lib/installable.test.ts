import { vi } from 'vitest';
import { becomeInstallable } from './installable';

describe('becomeInstallable', () => {
  const register = vi.fn(() => Promise.resolve());
  let readyState: DocumentReadyState;
  const manifestLink = () => document.head.querySelector<HTMLLinkElement>('link[rel="manifest"]');

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    register.mockClear();
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { register },
    });
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
    Reflect.deleteProperty(navigator, 'serviceWorker');
    manifestLink()?.remove();
  });

  it('links the manifest and registers the worker 2 s after the load event, not before', () => {
    readyState = 'interactive';
    becomeInstallable(true);
    vi.advanceTimersByTime(5000);
    expect(manifestLink()).toBeNull();
    expect(register).not.toHaveBeenCalled();

    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(1999);
    expect(manifestLink()).toBeNull();
    expect(register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(manifestLink()?.getAttribute('href')).toBe('/manifest.webmanifest');
    expect(register).toHaveBeenCalledExactlyOnceWith('/sw.js', { scope: '/' });
  });

  it('counts the 2 s from now on a page that has loaded already', () => {
    readyState = 'complete';
    becomeInstallable(true);
    vi.advanceTimersByTime(1999);
    expect(register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(register).toHaveBeenCalledOnce();
  });

  it('links the manifest without a worker where the mock API owns the scope', () => {
    readyState = 'complete';
    becomeInstallable(false);
    vi.advanceTimersByTime(2000);
    expect(document.head.querySelectorAll('link[rel="manifest"]')).toHaveLength(1);
    expect(register).not.toHaveBeenCalled();
  });
});
