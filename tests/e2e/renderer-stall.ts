/**
 * How a browser test says that Chromium stopped rendering the page under test.
 *
 * Debian's Chromium, headless with --disable-gpu, now and then stops rasterising a page for good:
 * a trace shows the compositor's tile manager scheduling raster tasks that the renderer's raster
 * worker pool never runs (every worker idle), so the pending layer tree never activates and no
 * frame, animation frame, IntersectionObserver callback or screenshot follows. Resizing,
 * freezing and resuming, or minimising the window does not revive it; a new browser does. It
 * comes in the first seconds of a page load, while the page scrolls and fills in: 1 to 3 in 200
 * home page loads on a 2-core machine. --num-raster-threads=2 does not prevent it, and
 * --disable-threaded-compositing leaves headless Chromium with no frames at all.
 */
export const RENDERER_STALL = 'Chromium stopped rendering the page';
