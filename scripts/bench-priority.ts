/**
 * The browser under test ahead of the bench's own work.
 *
 * The bench runs everything on one machine: the previews, mock:server and Lighthouse share the
 * cores with the Chromium they measure. Whatever they do while a page loads (compressing, forwarding
 * an API call, taking in the protocol's events) holds the page's tasks up in wall time, and the
 * mobile preset counts every millisecond of a task 4 times. A shopper's phone shares its cores with
 * no server. So, where it may, the bench runs its own process (and the servers it starts) at a
 * lower priority and every Chromium process at the normal one; the reference page is measured the
 * same way.
 *
 * Linux only (priorities per thread, from /proc), and only with the right to raise a priority
 * again (root, as in CI): an unprivileged process may lower its priority but not raise it, and
 * Chromium starts as this process's child. Elsewhere every process runs at one priority.
 * BENCH_BROWSER_FIRST=0 turns it off, to compare.
 */
import { readdirSync } from 'node:fs';
import { setPriority } from 'node:os';

/** Linux's nice values: higher runs later. */
const HARNESS_NICE = 10;
const BROWSER_NICE = 0;

export const browserFirst =
  process.platform === 'linux' &&
  process.getuid?.() === 0 &&
  !['0', 'false'].includes(process.env.BENCH_BROWSER_FIRST ?? '');

/**
 * This process, and the children it starts from now on, behind the browser. A Linux priority
 * belongs to a thread, so every thread moves; a new thread or process inherits its creator's.
 */
export function harnessBehindBrowser() {
  if (!browserFirst) return;
  for (const thread of readdirSync('/proc/self/task')) {
    try {
      setPriority(Number(thread), HARNESS_NICE);
    } catch {
      // the thread has ended
    }
  }
}

/**
 * Launches a browser at the normal priority: the thread that starts it (this one) is there while
 * it does, and Chromium's own processes and threads inherit from it. (Chromium then sets some
 * threads' priorities itself, as it would anywhere.)
 */
export async function launchAhead<T>(launch: () => Promise<T>): Promise<T> {
  if (!browserFirst) return launch();
  setPriority(BROWSER_NICE);
  try {
    return await launch();
  } finally {
    setPriority(HARNESS_NICE);
  }
}
