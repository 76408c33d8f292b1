import { useEffect, useRef, useState } from 'react';
import { pickIntroMedia } from './intro-timing';

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
