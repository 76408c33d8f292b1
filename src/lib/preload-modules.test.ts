import { vi } from 'vitest';
import { pageCodeOf, preloadModules } from './preload-modules';

const preloads = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"]')].map((link) =>
    link.getAttribute('href'),
  );

describe('preloadModules', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout'] });
    document.head.innerHTML = '';
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.useRealTimers();
  });

  it('adds one modulepreload link per task, in order, and then resolves', async () => {
    const tasks: (() => void)[] = [];
    vi.spyOn(globalThis, 'setTimeout').mockImplementation(((task: () => void) => {
      tasks.push(task);
      return 0;
    }) as typeof setTimeout);
    const done = vi.fn();
    void preloadModules(['/assets/page-a.js', '/assets/card-b.js']).then(done);
    expect(tasks).toHaveLength(2);
    expect(preloads()).toEqual([]);

    tasks[0]!();
    expect(preloads()).toEqual(['/assets/page-a.js']);
    await Promise.resolve();
    expect(done).not.toHaveBeenCalled();

    tasks[1]!();
    expect(preloads()).toEqual(['/assets/page-a.js', '/assets/card-b.js']);
    await vi.waitFor(() => expect(done).toHaveBeenCalled());
  });

  it("writes each link so that Vite's loader finds it and adds none", async () => {
    const loaded = preloadModules(['/assets/page-a.js']);
    await vi.runAllTimersAsync();
    await loaded;
    // The loader compares the resolved URLs of the links in the document with the module's.
    const link = document.head.querySelector('link')!;
    expect(link.href).toBe(new URL('/assets/page-a.js', document.baseURI).href);
  });

  it('resolves at once with nothing to add', async () => {
    await expect(preloadModules([])).resolves.toEqual([]);
    expect(preloads()).toEqual([]);
  });
});

describe('pageCodeOf', () => {
  it('reads the chunks a prerendered shell names, and none from a root that names none', () => {
    const shell = document.createElement('div');
    shell.dataset.pageCode = '/assets/home-page.js /assets/price.js';
    expect(pageCodeOf(shell)).toEqual(['/assets/home-page.js', '/assets/price.js']);
    expect(pageCodeOf(document.createElement('div'))).toEqual([]);
  });
});
