import {
  lazy,
  Suspense,
  useCallback,
  useEffect,
  useState,
  useSyncExternalStore,
  type ComponentType,
} from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { withoutLocale } from '@/i18n/locales';
import { shouldPlayIntro } from './intro-session';
import { INTRO_VIDEO_MS } from './intro-timing';
import type { IntroOverlayProps } from './intro-overlay';
import { focusMainContent } from './focus-main-content';
import { usePageBehindIntro } from './use-page-behind-intro';

/** Stands in when the intro's chunk cannot load (offline, a deploy in between): no intro, the shop opens. */
function NoIntro({ onFinish }: IntroOverlayProps) {
  useEffect(() => onFinish(), [onFinish]);
  return null;
}

// Imported only when the intro is about to play, so returning visits never download it.
const IntroOverlay = lazy<ComponentType<IntroOverlayProps>>(() =>
  import('./intro-overlay').then(
    (module) => ({ default: module.IntroOverlay }),
    () => ({ default: NoIntro }),
  ),
);

/** Cream cover for the moment the intro's chunk takes to arrive; it gives up after the clip's length. */
function IntroCover({ onGiveUp }: { onGiveUp: () => void }) {
  useEffect(() => {
    const timer = window.setTimeout(onGiveUp, INTRO_VIDEO_MS);
    return () => window.clearTimeout(timer);
  }, [onGiveUp]);
  return <div style={{ position: 'fixed', inset: 0, zIndex: 10000, background: '#fbf6ea' }} />;
}

type IntroState = 'none' | 'playing' | 'over';

/**
 * The first-visit intro (video, then loader), mounted next to the app. On a returning visit
 * in the same session, or when the shopper prefers reduced motion, it renders nothing.
 */
export function FirstVisitIntro() {
  // A prerendered page has no intro in it: the intro starts as soon as React has hydrated the
  // page, without waiting for the page to redraw what this device holds (useHydrated).
  return useHydratedHere() ? <Intro /> : null;
}

const noSubscription = () => () => {};

/**
 * False in the prerendered page and in the render that hydrates it, true right after: React
 * draws this component again, alone, once hydration is done.
 */
function useHydratedHere() {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

function Intro() {
  const [state, setState] = useState<IntroState>(() => (shouldPlayIntro() ? 'playing' : 'none'));
  const [deepLink] = useState(() => withoutLocale(window.location.pathname) !== '/');
  const finish = useCallback(() => setState('over'), []);
  // From the cream cover on, while the overlay's code arrives, to the intro's end.
  usePageBehindIntro(state === 'playing');

  useEffect(() => {
    if (state === 'over') return focusMainContent();
  }, [state]);

  if (state !== 'playing') return null;
  return (
    // A broken intro must never take the shop down with it.
    <ErrorBoundary fallback={null} onError={finish}>
      <Suspense fallback={<IntroCover onGiveUp={finish} />}>
        <IntroOverlay deepLink={deepLink} onFinish={finish} />
      </Suspense>
    </ErrorBoundary>
  );
}
