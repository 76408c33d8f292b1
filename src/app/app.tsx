import { StrictMode, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { FirstVisitIntro } from '@/features/intro/first-visit-intro';
import { AppProviders } from './providers';

type AppProps = {
  /** BrowserRouter in the browser, StaticRouter for the prerendered shells (src/prerender.tsx). */
  router: ReactNode;
  queryClient?: QueryClient;
  /** The first render hydrates a prerendered shell. */
  hydrating: boolean;
};

/** The whole app, the same tree in the browser and in the shells it hydrates. */
export function App({ router, queryClient, hydrating }: AppProps) {
  return (
    <StrictMode>
      <AppProviders queryClient={queryClient} hydrating={hydrating}>
        {router}
        <FirstVisitIntro />
      </AppProviders>
    </StrictMode>
  );
}
