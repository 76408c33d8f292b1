import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router-dom';
import { env, usesMockApi } from '@/config/env';
import { loadI18n } from '@/i18n/catalogs';
import { localeOfHtml, localeOfPath } from '@/i18n/locales';
import { registerServiceWorker } from '@/lib/register-service-worker';
import { reportError } from '@/lib/report-error';
import { startPagesAtTheirTop } from '@/lib/page-start';
import { reloadOnce } from '@/lib/reload-once';

// A page's chunk that failed to load (gone after a deploy, or a dropped download). Without the
// reload (offline, or tried already) the page shows its error; the layout and cart stay usable.
window.addEventListener('vite:preloadError', () => reloadOnce());

if (import.meta.env.PROD && !usesMockApi) registerServiceWorker();
// Field data only where it is configured: its code is not loaded otherwise.
if (env.rumUrl) {
  void import('@/lib/field-vitals').then(({ startFieldVitals }) => startFieldVitals(env.rumSample));
}
startPagesAtTheirTop();

async function startMockApiIfNeeded() {
  // The build-time constant itself, so a real build drops this code and the mock with it.
  if (!__MOCK_API__) return;
  try {
    const { startMockApi } = await import('@/mocks/browser');
    await startMockApi();
  } catch (error) {
    console.error('The mock API could not start', error);
  }
}

// The page's languages are ready before hydration: its HTML's, which hydration renders, and its
// path's, which the page turns to if the HTML is the shared fallback in the other language.
const pageLanguages = [localeOfHtml(), localeOfPath(window.location.pathname)].map(
  (locale) => locale && loadI18n(locale),
);

void Promise.allSettled([startMockApiIfNeeded(), ...pageLanguages]).finally(() => {
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread for the whole page.
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
      { onRecoverableError: (error) => reportError(error, 'hydration') },
    );
  });
});
