import { vi } from 'vitest';
import { registerServiceWorker } from './register-service-worker';

describe('registerServiceWorker', () => {
  const register = vi.fn(() => Promise.resolve());
  let readyState: DocumentReadyState;

  beforeEach(() => {
    register.mockClear();
    Object.defineProperty(navigator, 'serviceWorker', {
      configurable: true,
      value: { register },
    });
    vi.spyOn(document, 'readyState', 'get').mockImplementation(() => readyState);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('registers the worker at the load event, not before', () => {
    readyState = 'interactive';
    registerServiceWorker();
    expect(register).not.toHaveBeenCalled();

    readyState = 'complete';
    window.dispatchEvent(new Event('load'));
    expect(register).toHaveBeenCalledExactlyOnceWith('/sw.js', { scope: '/' });
    window.dispatchEvent(new Event('load'));
    expect(register).toHaveBeenCalledOnce();
  });

  it('registers it at once on a page that has loaded already', () => {
    readyState = 'complete';
    registerServiceWorker();
    expect(register).toHaveBeenCalledOnce();
  });
});
