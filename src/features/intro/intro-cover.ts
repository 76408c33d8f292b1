/**
 * The page's HTML starts covered (index.html's #intro-cover), because on a first visit the intro
 * plays before the shop shows. The boot script lifts the cover when the session has seen the
 * intro; FirstVisitIntro lifts it when it decides against the intro or the intro ends. Free of
 * imports: the boot script includes it.
 */
export const INTRO_SHOWN_KEY = 'intro-shown';

export function liftIntroCover() {
  document.getElementById('intro-cover')?.remove();
}

/** Before the app has arrived: a session that saw the intro sees the page at once. */
export function liftIntroCoverIfSeen() {
  try {
    if (window.sessionStorage.getItem(INTRO_SHOWN_KEY) === 'true') liftIntroCover();
  } catch {
    liftIntroCover(); // without session storage there is no intro
  }
}
