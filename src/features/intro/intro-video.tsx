import { useState } from 'react';
import { pickIntroMedia } from './intro-timing';

/** The full-screen clip: muted so browsers let it autoplay; decorative, so hidden from screen readers. */
export function IntroVideo({ onEnded }: { onEnded: () => void }) {
  const [media] = useState(pickIntroMedia);
  return (
    <video
      className="intro__video"
      src={media.video}
      poster={media.poster}
      muted
      playsInline
      autoPlay
      preload="auto"
      aria-hidden="true"
      onEnded={onEnded}
    />
  );
}
