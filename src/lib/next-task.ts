/**
 * Resolves in a task of its own: what follows runs after the browser has had its turn (input,
 * rendering), not in the task that is running now (TBT).
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve));

/**
 * Runs `callback` in a task of its own once the next frame has been painted; returns a function
 * that cancels it. For work that needs the page's style or layout: by then the frame has computed
 * them, where running it now would force them in the task that changed the page (TBT).
 */
export function afterNextPaint(callback: () => void) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback);
  });
  return () => {
    cancelAnimationFrame(frame);
    clearTimeout(timer);
  };
}
