import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { usesMockApi } from '@/config/env';
import { App } from '@/app/app';
import '@/styles/global.css';

// After a deploy an open tab may ask for a chunk that no longer exists: one reload recovers.
window.addEventListener('vite:preloadError', () => {
  const key = 'reloaded-after-preload-error';
  if (sessionStorage.getItem(key)) return;
  sessionStorage.setItem(key, '1');
  window.location.reload();
});

async function startMockApiIfNeeded() {
  if (!usesMockApi) return;
  const { startMockApi } = await import('@/mocks/browser');
  await startMockApi();
}

startMockApiIfNeeded()
  .catch((error: unknown) => console.error('The mock API could not start', error))
  .finally(() => {
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
