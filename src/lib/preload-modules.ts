/**
 * Asks for these modules ahead of their `import()`: one `<link rel="modulepreload">` per task,
 * resolved once all are in. Each link starts a request, a couple of milliseconds of a cheap
 * phone's main thread apiece; Vite's loader, which finds these links and adds none of its own,
 * would add the page's two dozen in one task (TBT).
 */
export const preloadModules = (hrefs: readonly string[]) =>
  Promise.all(
    hrefs.map(
      (href) =>
        new Promise<void>((resolve) => {
          setTimeout(() => {
            const link = document.createElement('link');
            link.rel = 'modulepreload';
            link.href = href;
            document.head.append(link);
            resolve();
          });
        }),
    ),
  );

/** The page's code a prerendered shell names (scripts/prerender-plugin.ts, pageCodeOf). */
export const pageCodeOf = (shell: HTMLElement) =>
  (shell.dataset.pageCode ?? '').split(' ').filter(Boolean);
