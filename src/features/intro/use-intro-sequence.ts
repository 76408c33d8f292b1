import { useCallback, useEffect, useEffectEvent, useRef, useState } from 'react';
import { markIntroShown } from './intro-session';
import { LOADER_LIMIT_MS } from './intro-timing';

export type IntroPhase = 'video' | 'loader';

type Options = {
  /** Longest the video may hold the screen: when it neither ends nor plays, the intro moves on. */
  videoLimitMs: number;
  /** Whether the loading animation follows the video. */
  withLoader: boolean;
  /** Called once, when the intro is over (ended, timed out or skipped). */
  onFinish: () => void;
};

/** Video, then the loader, each with its time limit; whichever way it ends, it is marked shown for the session. */
export function useIntroSequence({ videoLimitMs, withLoader, onFinish }: Options) {
  const [phase, setPhase] = useState<IntroPhase>('video');
  const finished = useRef(false);

  const finish = useCallback(() => {
    if (finished.current) return;
    finished.current = true;
    markIntroShown();
    onFinish();
  }, [onFinish]);

  const endVideo = useCallback(() => {
    if (withLoader) setPhase('loader');
    else finish();
  }, [withLoader, finish]);

  const onTimeLimit = useEffectEvent(() => (phase === 'video' ? endVideo() : finish()));

  useEffect(() => {
    const timer = window.setTimeout(
      onTimeLimit,
      phase === 'video' ? videoLimitMs : LOADER_LIMIT_MS,
    );
    return () => window.clearTimeout(timer);
  }, [phase, videoLimitMs]);

  return { phase, endVideo, endLoader: finish, skip: finish };
}
