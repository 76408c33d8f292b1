/** Length of the generated clips (scripts/generate-intro-video.sh, DURATION). */
export const INTRO_VIDEO_MS = 6_000;
/** The spec: if the video cannot play, the intro still finishes after 30 s. */
export const VIDEO_FALLBACK_MS = 30_000;
/** The spec: the loading animation ends after 16 s at the latest. */
export const LOADER_LIMIT_MS = 16_000;
