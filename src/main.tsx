import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { usesMockApi } from '@/config/env';
import { App } from '@/app/app';
import { preloadRoute } from '@/app/router';
import { registerServiceWorker } from '@/lib/register-service-worker';
import '@/styles/global.css';

// After a deploy an open tab may ask for a chunk that no longer exists: one reload recovers.
// Offline a reload cannot help: the page shows its error (the shell and cart stay usable).
window.addEventListener('vite:preloadError', () => {
  if (!navigator.onLine) return;
  const key = 'reloaded-after-preload-error';
  if (sessionStorage.getItem(key)) return;
  sessionStorage.setItem(key, '1');
  window.location.reload();
});

if (import.meta.env.PROD && !usesMockApi) registerServiceWorker();

async function startMockApiIfNeeded() {
  // The build-time constant itself, so a real build drops this import and the mock with it.
  if (!__MOCK_API__) return;
  const { startMockApi } = await import('@/mocks/browser');
  await startMockApi();
}

// The page's code is loaded first, so the first render replaces the prerendered shell with the
// same page at once (not with an empty main while that code loads). A chunk that fails to
// load is the route's own error, shown by the layout.
const pageCode = preloadRoute(window.location.pathname).catch(() => {});

Promise.all([
  startMockApiIfNeeded().catch((error: unknown) =>
    console.error('The mock API could not start', error),
  ),
  pageCode,
]).finally(() => {
  const root = createRoot(document.getElementById('root')!);
  // As a transition the first render yields to the browser every few milliseconds instead of
  // holding the main thread for the whole tree: the same work, in short tasks (TBT).
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
});
