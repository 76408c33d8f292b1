import { Trans, useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useReducedMotion } from '@/lib/use-reduced-motion';
import { IntroLoader } from './intro-loader';
import { INTRO_VIDEO_MS, VIDEO_FALLBACK_MS } from './intro-timing';
import { IntroVideo } from './intro-video';
import { useIntroSequence } from './use-intro-sequence';
import './intro.css';

export type IntroOverlayProps = {
  /** A shopper who arrived on a deep link waits no longer than the clip itself: no loader, no 30 s wait. */
  deepLink: boolean;
  onFinish: () => void;
};

/**
 * The first-visit intro, above the app that is already mounted and loading underneath:
 * the video, then on the home page the loading animation. One Skip button (or Escape) ends it all.
 * FirstVisitIntro keeps the page behind it inert.
 */
export function IntroOverlay({ deepLink, onFinish }: IntroOverlayProps) {
  const { t } = useLingui();
  const skipButton = useRef<HTMLButtonElement>(null);
  const { phase, endVideo, endLoader, skip } = useIntroSequence({
    videoLimitMs: deepLink ? INTRO_VIDEO_MS : VIDEO_FALLBACK_MS,
    withLoader: !deepLink,
    onFinish,
  });
  const reducedMotion = useReducedMotion();

  useEffect(() => skipButton.current?.focus({ preventScroll: true }), []);

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      skip();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [skip]);

  // Asking for less motion while it plays ends it too.
  useEffect(() => {
    if (reducedMotion) skip();
  }, [reducedMotion, skip]);

  return createPortal(
    <div
      className={`intro intro--${phase}`}
      role="dialog"
      aria-modal="true"
      aria-label={t`Veda Herbs intro`}
    >
      {phase === 'video' ? (
        <IntroVideo onEnded={endVideo} />
      ) : (
        <IntroLoader onFinished={endLoader} />
      )}
      <button ref={skipButton} type="button" className="intro__skip" onClick={skip}>
        <Trans>Skip intro</Trans>
      </button>
    </div>,
    document.body,
  );
}
