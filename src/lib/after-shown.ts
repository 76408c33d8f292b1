import { afterNextPaint } from './next-task';

/**
 * How long after the paint of a picture to wait for the browser to say it is on screen. A frame
 * reaches the screen one or two frames after its paint, later on a busy phone.
 */
const SHOWN_WITHIN_MS = 200;

type ElementTiming = PerformanceEntry & { element?: Element | null };

/**
 * Runs `callback` once the picture of `element`, which carries an `elementtiming` attribute from
 * before its picture painted, is on the screen: the browser reports it (Element Timing) once the
 * frame that painted it has been presented. A browser without Element Timing, or one that does
 * not report within SHOWN_WITHIN_MS of the next paint, runs it then.
 */
export function afterShown(element: Element, callback: () => void) {
  let done = false;
  const finish = () => {
    if (done) return;
    done = true;
    observer?.disconnect();
    callback();
  };
  const observer = globalThis.PerformanceObserver?.supportedEntryTypes?.includes('element')
    ? new PerformanceObserver((entries) => {
        if (entries.getEntries().some((entry: ElementTiming) => entry.element === element)) {
          finish();
        }
      })
    : null;
  // Buffered: the frame may have been presented before this was called.
  observer?.observe({ type: 'element', buffered: true });
  afterNextPaint(() => (observer ? setTimeout(finish, SHOWN_WITHIN_MS) : finish()));
}
