import { liftPageCover } from '@/lib/page-cover';

/**
 * The page's HTML starts covered (index.html's #intro-cover), because on a first visit the intro
 * plays before the shop shows. The boot script lifts the cover when the session has seen the
 * intro; FirstVisitIntro lifts it when it decides against the intro or the intro ends. The boot
 * script includes this module: it imports nothing but the cover's own.
 */
export const INTRO_SHOWN_KEY = 'intro-shown';

/** Before the app has arrived: a session that saw the intro sees the page at once. */
export function liftIntroCoverIfSeen() {
  try {
    if (window.sessionStorage.getItem(INTRO_SHOWN_KEY) === 'true') liftPageCover();
  } catch {
    liftPageCover(); // without session storage there is no intro
  }
}
