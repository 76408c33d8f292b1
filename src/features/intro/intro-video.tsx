import { useEffect, useRef, useState } from 'react';

/** The spec: the mobile-width video is used for widths up to 768 px. */
const MOBILE_VIDEO_QUERY = '(max-width: 768px)';

const introMedia = {
  desktop: { video: '/media/intro-desktop.mp4', poster: '/media/intro-desktop-poster.jpg' },
  mobile: { video: '/media/intro-mobile.mp4', poster: '/media/intro-mobile-poster.jpg' },
} as const;

/** `<source media>` is not honoured for video everywhere, so the file is chosen here, once. */
function pickIntroMedia() {
  const mobile =
    typeof window !== 'undefined' && Boolean(window.matchMedia?.(MOBILE_VIDEO_QUERY).matches);
  return mobile ? introMedia.mobile : introMedia.desktop;
}

/**
 * The full-screen clip: muted so browsers let it autoplay; decorative, so hidden from screen
 * readers. The clip opens on the overlay's plain cream, so nothing stands in while it loads;
 * its poster (the finished picture) is fetched only if the clip cannot play.
 */
export function IntroVideo({ onEnded }: { onEnded: () => void }) {
  const [media] = useState(pickIntroMedia);
  const [failed, setFailed] = useState(false);
  const video = useRef<HTMLVideoElement>(null);
  // The clip can fail while the overlay is still being rendered, before onError can be heard.
  useEffect(() => {
    if (video.current?.error) setFailed(true);
  }, []);
  return (
    <video
      ref={video}
      className="intro__video"
      src={media.video}
      poster={failed ? media.poster : undefined}
      muted
      playsInline
      autoPlay
      preload="auto"
      aria-hidden="true"
      onEnded={onEnded}
      onError={() => setFailed(true)}
    />
  );
}
