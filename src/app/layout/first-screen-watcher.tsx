import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { isFirstScreenHeld, isFirstScreenShown, markFirstScreenShown } from '@/lib/first-screen';

/** How long to wait for the browser to report the paint of what has just been drawn. */
const PAINT_REPORT_WAIT_MS = 250;

/**
 * Calls `then` once the browser reports a new largest paint of a picture: that report comes
 * after the picture has reached the screen (an animation frame runs before the paint, and a
 * decoded picture can still reach the screen frames later). Gives up after PAINT_REPORT_WAIT_MS,
 * since the page's largest paint may be text, or came before.
 */
function afterNextLargestPicturePaint(then: () => void) {
  let observer: PerformanceObserver | undefined;
  const finish = () => {
    cleanUp();
    then();
  };
  const timer = window.setTimeout(finish, PAINT_REPORT_WAIT_MS);
  const cleanUp = () => {
    observer?.disconnect();
    window.clearTimeout(timer);
  };
  if (globalThis.PerformanceObserver?.supportedEntryTypes?.includes('largest-contentful-paint')) {
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => (entry as LargestContentfulPaint).url)) finish();
    });
    observer.observe({ type: 'largest-contentful-paint' });
  }
  return cleanUp;
}

/**
 * Rendered beside the page, so it mounts once the page's code has loaded. From then on it looks
 * once a frame: when no call is in flight and nothing holds the first screen, the first screen
 * counts as drawn once the browser has reported painting it.
 */
export function FirstScreenWatcher() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let frame = 0;
    let stopWaiting = () => {};
    const settled = () => queryClient.isFetching() === 0 && !isFirstScreenHeld();
    const check = () => {
      if (isFirstScreenShown()) return;
      if (!settled()) {
        frame = requestAnimationFrame(check);
        return;
      }
      stopWaiting = afterNextLargestPicturePaint(() => {
        if (settled()) markFirstScreenShown();
        else frame = requestAnimationFrame(check);
      });
    };
    frame = requestAnimationFrame(check);
    return () => {
      cancelAnimationFrame(frame);
      stopWaiting();
    };
  }, [queryClient]);
  return null;
}
