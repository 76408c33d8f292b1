import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { cardsQuery, Page } from './page';

// The cards the page was rendered with, which the query starts from and asks for again.
const queryClient = new QueryClient();
const rendered = document.getElementById('cards')?.textContent ?? '[]';
queryClient.setQueryData(cardsQuery.queryKey, JSON.parse(rendered));

const router = createBrowserRouter([{ path: '*', Component: Page }]);

hydrateRoot(
  document.getElementById('root')!,
  <QueryClientProvider client={queryClient}>
    <RouterProvider router={router} />
  </QueryClientProvider>,
);
