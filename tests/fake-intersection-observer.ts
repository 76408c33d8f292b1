import { act } from '@tests/testing-library';
import { vi } from 'vitest';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;

let watching: Callback[] = [];

class FakeIntersectionObserver {
  constructor(private callback: Callback) {
    watching.push(callback);
  }
  observe() {}
  unobserve() {}
  disconnect() {
    watching = watching.filter((callback) => callback !== this.callback);
  }
  takeRecords() {
    return [];
  }
}

/** Replaces IntersectionObserver for the test; `bringIntoView()` then plays a scroll. */
export function installFakeIntersectionObserver() {
  watching = [];
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
}

/** Tells every element still watched that it has come into view. */
export function bringIntoView() {
  act(() => watching.forEach((callback) => callback([{ isIntersecting: true }])));
}
