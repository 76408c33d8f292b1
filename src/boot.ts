/*
 * The boot script: loaded by every page's HTML before the app, it starts the page's first API
 * call (the app takes the answer: see src/api/first-calls.ts), and as soon as the answer names
 * the page's main picture, asks for that picture too and paints it in the shell. Then it starts
 * the app. Kept tiny, and importing nothing heavy: it must arrive first.
 */
import { adoptPreloadedCalls, startCall } from '@/api/first-calls';
import { firstCallOf } from '@/app/first-calls-of-routes';
import { apiBaseUrlOf } from '@/config/api-base-url';
import { holdsOwnShell } from '@/config/match-route';
import { liftIntroCoverIfSeen } from '@/features/intro/intro-cover';
import { afterShown } from '@/lib/after-shown';
import { startPagesAtTheirTop } from '@/lib/page-start';
import { reloadOnce } from '@/lib/reload-once';
import { safeUrl } from '@/lib/safe-url';

/**
 * The app's code waits in the HTML (<template id="app-code">, written by the build) until the
 * page's main picture is on screen: asked for at once, its 140 KB shared the shopper's connection
 * with the first call and the picture, which on a slow link then came later. The shell is inert
 * meanwhile, so the wait has a limit, for an API that is slow to answer or a picture slow to come.
 */
const APP_WAITS_AT_MOST_MS = 1500;

function startApp() {
  // The HTML has it before this script. Taken out, so the app starts once.
  const code = document.getElementById('app-code') as HTMLTemplateElement | null;
  if (!code) return;
  code.remove();
  const app = document.importNode(code.content, true);
  // The app's code did not arrive (a dropped connection, a deploy mid-load). Unless a reload
  // brings it, the shell stops being inert: its links still work, as plain links.
  const script = app.querySelector('script');
  if (script) {
    script.onerror = () => {
      if (!reloadOnce()) document.getElementById('root')?.removeAttribute('inert');
    };
  }
  // Scripts cloned out of a template run once they are in the document. Each element starts a
  // request, a couple of milliseconds of the main thread apiece on a cheap phone: one task each
  // keeps the app's start from being one long task. The module script comes first.
  for (const element of [...app.children]) setTimeout(() => document.head.append(element));
}

/**
 * Asks for the page's main picture, and paints it where the shell's loading state stands for it
 * (StatusMessage's `picture`): the shopper sees it before the app has arrived. The app's own
 * picture then replaces that loading state, at the same place and size. `then` runs once the
 * picture is on screen, or will not be.
 */
function showPicture(url: unknown, then: () => void) {
  const href = typeof url === 'string' ? safeUrl(url) : null;
  if (!href) return then();
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.fetchPriority = 'high';
  document.head.append(link);
  const root = document.getElementById('root');
  // In another route's shell, the stand-in is another page's.
  const standIn =
    root && holdsOwnShell(root) ? root.querySelector<HTMLElement>('[data-main-picture]') : null;
  if (!standIn) return then();
  link.onload = () => afterShown(standIn, then);
  link.onerror = then;
  // So that the browser reports when the picture is on screen (Element Timing): the app's code
  // then stops waiting, rather than at the paint, a frame or two before the shopper sees it.
  standIn.setAttribute('elementtiming', 'main-picture');
  // Resolved, so the URL is absolute and percent-encoded: nothing in it can end the CSS string.
  standIn.style.backgroundImage = `url("${new URL(href, document.baseURI).href}")`;
  standIn.dataset.mainPicture = 'shown';
}

/**
 * A shell element standing for something stored on this device (the checkout's "Use my last
 * address") names its storage key, and is marked when the device has it: it then holds its
 * room, so nothing moves when the app fills it in.
 */
function markStoredSlots() {
  try {
    for (const slot of document.querySelectorAll<HTMLElement>('[data-stored-key]')) {
      if (window.localStorage.getItem(slot.dataset.storedKey ?? '') !== null) {
        slot.dataset.stored = '';
      }
    }
  } catch {
    // Without storage nothing is stored.
  }
}

function boot() {
  startPagesAtTheirTop();
  markStoredSlots();
  liftIntroCoverIfSeen();
  // The in-browser mock API starts with the app, too late to answer this.
  if (__MOCK_API__) return startApp();
  const call = firstCallOf(window.location.pathname, window.location.search);
  // As the API module reads it (config/env.ts), without the schema library it uses.
  const baseUrl = apiBaseUrlOf(import.meta.env.VITE_API_BASE_URL) || window.location.origin;
  const answer = call && startCall(baseUrl, call.request);
  adoptPreloadedCalls();
  const picture = call?.picture;
  if (!answer || !picture) return startApp();
  answer
    .then(({ body }) =>
      showPicture(picture((JSON.parse(body) as { data?: unknown }).data), startApp),
    )
    .catch(startApp); // the app reports a failed call when it takes it
}

setTimeout(startApp, APP_WAITS_AT_MOST_MS);
try {
  boot();
} catch {
  startApp(); // the page works without its head start
}
