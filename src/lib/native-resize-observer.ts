/**
 * Stands in for `resize-observer-polyfill`, which react-slick imports: every browser of the
 * build's target (es2022) has ResizeObserver, and the polyfill was a fifth of slick's chunk to
 * download and run on the main thread before a carousel could start.
 */
export default globalThis.ResizeObserver;
