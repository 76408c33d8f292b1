import { screen, waitFor } from '@testing-library/react';
import { Suspense, type ComponentType } from 'react';
import { renderWithProviders } from '@tests/render-with-providers';
import { lazyPage } from './lazy-page';

describe('lazyPage', () => {
  it("starts the page's first read, from the route and the query, while its code loads", async () => {
    let deliverPage: (module: { Page: ComponentType }) => void = () => {};
    const pageCode = new Promise<{ Page: ComponentType }>((resolve) => {
      deliverPage = resolve;
    });
    const queryFn = vi.fn(async (_context: { queryKey: readonly unknown[] }) => 'answer');
    const element = lazyPage(
      () => pageCode,
      (module) => module.Page,
      ({ id }, search) => ({ queryKey: ['thing', id, search.get('sort')], queryFn }),
    );

    renderWithProviders(<Suspense fallback={<p>Loading page</p>}>{element}</Suspense>, {
      route: '/things/7?sort=newest',
      path: '/things/:id',
    });

    await waitFor(() => expect(queryFn).toHaveBeenCalledTimes(1));
    expect(queryFn.mock.calls[0][0]).toMatchObject({ queryKey: ['thing', '7', 'newest'] });
    expect(screen.getByText('Loading page')).toBeInTheDocument();

    deliverPage({ Page: () => <p>The page</p> });
    expect(await screen.findByText('The page')).toBeInTheDocument();
    expect(queryFn).toHaveBeenCalledTimes(1);
  });
});
