import { afterNextPaint } from './next-task';

type ElementTiming = PerformanceEntry & { element?: Element | null };

/**
 * Runs `callback` once the loaded picture of `element`, which carries an `elementtiming`
 * attribute from before the picture painted, is on the screen: the browser reports it (Element
 * Timing) once the frame that painted it has been presented, a frame or two after the paint. A
 * browser without Element Timing runs it after the next paint. One that never reports it (a tab
 * in the background paints nothing) never runs it: the caller sets its own limit.
 */
export function afterShown(element: Element, callback: () => void) {
  if (!globalThis.PerformanceObserver?.supportedEntryTypes?.includes('element')) {
    afterNextPaint(callback);
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (entries.getEntries().some((entry: ElementTiming) => entry.element === element)) {
      observer.disconnect();
      callback();
    }
  });
  // Buffered: the frame may have been presented before this was called.
  observer.observe({ type: 'element', buffered: true });
}
