import '@testing-library/jest-dom/vitest';
import { act, cleanup, configure } from '@tests/testing-library';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { loadToastify } from '@/lib/toast';
import { formatConsoleArgs } from './format-console-args';

// findBy… waits up to 3 s instead of 1: a page of sections renders slowly in jsdom on a busy
// 2-core CI machine. The wait still ends as soon as the element is there.
configure({ asyncUtilTimeout: 3000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));

// The third-party code the app loads on demand behind React.lazy is loaded before any test, so
// a lazy component resolves within microtasks of its first render. Loaded on first use instead,
// it could take seconds on a busy machine: a test that raised the first toast could end with the
// container still pending, and a later test, rendering the same pending lazy, saw it resolve
// outside act() ("A suspended resource finished loading inside a test...").
beforeAll(() => Promise.all([loadToastify(), import('@/components/slick-carousel')]));

// Any console.error fails the test that logged it (React's warnings, MSW's unhandled requests,
// a caught render error...). A test that expects one stubs console.error itself, which replaces
// this recorder.
let consoleErrors: string[] = [];
beforeEach(() => {
  consoleErrors = [];
  vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(formatConsoleArgs(args));
  });
});

afterEach(() => {
  cleanup();
  server.resetHandlers();
  db.reset();
  window.localStorage.clear();
  window.sessionStorage.clear();
  vi.useRealTimers();
  const logged = consoleErrors;
  consoleErrors = [];
  if (logged.length > 0) {
    throw new Error(
      'console.error was called during this test. Fix the cause, or where the test expects ' +
        "it, stub it: vi.spyOn(console, 'error').mockImplementation(() => {}).\n\n" +
        logged.join('\n\n'),
    );
  }
});

afterAll(() => server.close());

// jsdom lacks a few browser APIs the app uses.
if (!window.matchMedia) {
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as MediaQueryList;
}
if (!HTMLDialogElement.prototype.showModal) {
  HTMLDialogElement.prototype.showModal = function showModal(this: HTMLDialogElement) {
    this.open = true;
  };
  HTMLDialogElement.prototype.close = function close(this: HTMLDialogElement) {
    this.open = false;
    this.dispatchEvent(new Event('close'));
  };
}
window.scrollTo = () => {};
if (!('IntersectionObserver' in window)) {
  // jsdom has no layout: everything counts as in view, so content that loads near the viewport
  // loads at once. tests/fake-intersection-observer.ts plays a scroll where a test needs one.
  // The callback runs inside act(), as React wants for an update no test event caused.
  class InViewIntersectionObserver {
    constructor(private callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      queueMicrotask(() =>
        act(() =>
          this.callback(
            [{ target, isIntersecting: true } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          ),
        ),
      );
    }
    unobserve() {}
    disconnect() {}
    takeRecords() {
      return [];
    }
  }
  Object.assign(window, { IntersectionObserver: InViewIntersectionObserver });
}
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
