import { FirstVisitIntro } from '@/features/intro/first-visit-intro';
import { AppProviders } from './providers';
import { AppRouter } from './router';

export function App() {
  return (
    <AppProviders>
      <AppRouter />
      <FirstVisitIntro />
    </AppProviders>
  );
}
