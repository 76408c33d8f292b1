import { useState } from 'react';
import { RouterProvider } from 'react-router-dom';
import { FirstVisitIntro } from '@/features/intro/first-visit-intro';
import { AppProviders } from './providers';
import { createRouter } from './router';

export function App() {
  const [router] = useState(createRouter);
  return (
    <AppProviders>
      <RouterProvider router={router} />
      <FirstVisitIntro />
    </AppProviders>
  );
}
