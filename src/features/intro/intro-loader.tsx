import { Trans } from '@lingui/react/macro';
import type { AnimationEvent } from 'react';

/**
 * The loading animation: the leaf grows, the saffron ring turns, the name appears, then the
 * cream fades away over the page. The end of that last fade is the signal that it is finished.
 */
export function IntroLoader({ onFinished }: { onFinished: () => void }) {
  function handleAnimationEnd(event: AnimationEvent<HTMLDivElement>) {
    // The leaf, ring and name animate too; only the loader's own fade ends it.
    if (event.target === event.currentTarget) onFinished();
  }

  return (
    <div className="intro-loader" data-testid="intro-loader" onAnimationEnd={handleAnimationEnd}>
      <svg
        className="intro-loader__mark"
        viewBox="0 0 120 120"
        width="120"
        height="120"
        aria-hidden="true"
      >
        <circle className="intro-loader__ring" cx="60" cy="60" r="54" />
        <g className="intro-loader__leaf">
          <path d="M60 98C30 77 33 44 60 22c27 22 30 55 0 76z" fill="#2f6b3f" />
          <path d="M60 92V36" stroke="#fbf6ea" strokeWidth="2.5" strokeLinecap="round" />
        </g>
      </svg>
      <p className="intro-loader__name">
        <Trans>Veda Herbs</Trans>
      </p>
    </div>
  );
}
