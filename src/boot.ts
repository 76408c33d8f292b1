/*
 * The boot script: loaded by every page's HTML before the app, it starts the page's first API
 * call while the app's JavaScript is still on its way (the app takes the answer: see
 * src/api/first-calls.ts), and as soon as the answer names the page's main picture, asks for
 * that picture too. Kept tiny, and importing nothing heavy: it must arrive first.
 */
import { adoptPreloadedCalls, startCall } from '@/api/first-calls';
import { firstCallOf } from '@/app/first-calls-of-routes';
import { apiBaseUrlOf } from '@/config/api-base-url';
import { liftIntroCoverIfSeen } from '@/features/intro/intro-cover';
import { safeUrl } from '@/lib/safe-url';

function preloadPicture(url: unknown) {
  const href = typeof url === 'string' ? safeUrl(url) : null;
  if (!href) return;
  const link = document.createElement('link');
  link.rel = 'preload';
  link.as = 'image';
  link.href = href;
  link.fetchPriority = 'high';
  document.head.append(link);
}

function boot() {
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
    .then(({ body }) => preloadPicture(picture((JSON.parse(body) as { data?: unknown }).data)))
    .catch(() => {}); // the app reports a failed call when it takes it
}

try {
  boot();
} catch {
  // The page works without its head start.
}
