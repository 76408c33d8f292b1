/** Length of the generated clips (scripts/generate-intro-video.sh, DURATION). */
export const INTRO_VIDEO_MS = 6_000;
/** The spec: if the video cannot play, the intro still finishes after 30 s. */
export const VIDEO_FALLBACK_MS = 30_000;
/** The spec: the loading animation ends after 16 s at the latest. */
export const LOADER_LIMIT_MS = 16_000;

/** The spec: the mobile-width video is used for widths up to 768 px. */
const MOBILE_VIDEO_QUERY = '(max-width: 768px)';

const introMedia = {
  desktop: { video: '/media/intro-desktop.mp4', poster: '/media/intro-desktop-poster.jpg' },
  mobile: { video: '/media/intro-mobile.mp4', poster: '/media/intro-mobile-poster.jpg' },
} as const;

/** `<source media>` is not honoured for video everywhere, so the file is chosen here, once. */
export function pickIntroMedia() {
  const mobile =
    typeof window !== 'undefined' && Boolean(window.matchMedia?.(MOBILE_VIDEO_QUERY).matches);
  return mobile ? introMedia.mobile : introMedia.desktop;
}
