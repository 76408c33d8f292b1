import { vi } from 'vitest';
import { registerServiceWorker } from './register-service-worker';

describe('registerServiceWorker', () => {
  const register = vi.fn(() => Promise.resolve());
  let readyState: DocumentReadyState;

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
  });

  it('registers the worker 2 s after the load event, not before', () => {
    readyState = 'interactive';
    registerServiceWorker();
    vi.advanceTimersByTime(5000);
    expect(register).not.toHaveBeenCalled();

    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(1999);
    expect(register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(register).toHaveBeenCalledExactlyOnceWith('/sw.js', { scope: '/' });
  });

  it('counts the 2 s from now on a page that has loaded already', () => {
    readyState = 'complete';
    registerServiceWorker();
    vi.advanceTimersByTime(1999);
    expect(register).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(register).toHaveBeenCalledOnce();
  });
});
