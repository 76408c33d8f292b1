/*
 * The boot script: loaded by every page's HTML before the app, it starts the page's first API
 * call while the app's JavaScript is still on its way (the app takes the answer: see
 * src/api/first-calls.ts), and as soon as the answer names the page's main picture, asks for
 * that picture too and paints it in the shell. Kept tiny, and importing nothing heavy: it must
 * arrive first.
 */
import { adoptPreloadedCalls, startCall } from '@/api/first-calls';
import { firstCallOf } from '@/app/first-calls-of-routes';
import { apiBaseUrlOf } from '@/config/api-base-url';
import { holdsOwnShell } from '@/config/match-route';
import { liftIntroCoverIfSeen } from '@/features/intro/intro-cover';
import { startPagesAtTheirTop } from '@/lib/page-start';
import { safeUrl } from '@/lib/safe-url';

/**
 * Asks for the page's main picture, and paints it where the shell's loading state stands for it
 * (StatusMessage's `picture`): the shopper sees it before the app has arrived. The app's own
 * picture then replaces that loading state, at the same place and size.
 */
function showPicture(url: unknown) {
  const href = typeof url === 'string' ? safeUrl(url) : null;
  if (!href) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.fetchPriority = 'high';
  document.head.append(link);
  const root = document.getElementById('root');
  // In another route's shell, the stand-in is another page's.
  if (!root || !holdsOwnShell(root)) return;
  const standIn = root.querySelector<HTMLElement>('[data-main-picture]');
  if (!standIn) return;
  // Resolved, so the URL is absolute and percent-encoded: nothing in it can end the CSS string.
  standIn.style.backgroundImage = `url("${new URL(href, document.baseURI).href}")`;
  standIn.dataset.mainPicture = 'shown';
}

function boot() {
  startPagesAtTheirTop();
  liftIntroCoverIfSeen();
  // The in-browser mock API starts with the app, too late to answer this.
  if (__MOCK_API__) return;
  const call = firstCallOf(window.location.pathname, window.location.search);
  // As the API module reads it (config/env.ts), without the schema library it uses.
  const baseUrl = apiBaseUrlOf(import.meta.env.VITE_API_BASE_URL) || window.location.origin;
  const answer = call && startCall(baseUrl, call.request);
  adoptPreloadedCalls();
  const picture = call?.picture;
  if (!answer || !picture) return;
  answer
    .then(({ body }) => showPicture(picture((JSON.parse(body) as { data?: unknown }).data)))
    .catch(() => {}); // the app reports a failed call when it takes it
}

try {
  boot();
} catch {
  // The page works without its head start.
}
