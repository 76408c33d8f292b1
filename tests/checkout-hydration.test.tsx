import { act, InEnglish, screen, waitFor } from '@tests/testing-library';
import { startTransition } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { MemoryRouter } from 'react-router-dom';
import { AppProviders } from '@/app/providers';
import { createQueryClient } from '@/app/query-client';
import { formatAmount } from '@/lib/format';
import { CheckoutPage } from '@/features/checkout/checkout-page';
import { commitTaskProbe } from './commit-task-probe';

const product = { id: 7, name: 'Ashwagandha', price: 499, image: '/a.svg', slug: 'ashwagandha' };

describe('hydrating the prerendered checkout', () => {
  it("hydrates its form apart from the page: react-hook-form's ready update leaves the page's effects to a task of their own", async () => {
    window.localStorage.setItem('cart', JSON.stringify([{ ...product, quantity: 2 }]));
    const { Probe, effectsInCommitTask } = commitTaskProbe();
    const app = () => (
      <InEnglish>
        <AppProviders queryClient={createQueryClient()} hydrating>
          <MemoryRouter initialEntries={['/checkout']}>
            <Probe />
            <CheckoutPage />
          </MemoryRouter>
        </AppProviders>
      </InEnglish>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(app());
    document.body.append(container);
    const shellField = container.querySelector('input[name="firstName"]');
    const onRecoverableError = vi.fn();
    let root: Root | undefined;
    startTransition(() => {
      root = hydrateRoot(container, app(), { onRecoverableError });
    });

    await waitFor(() => expect(effectsInCommitTask()).toBe(false));
    // The cart's summary once this device's state is shown, in the form the shell drew.
    await waitFor(() => expect(screen.getByText(`${formatAmount(499)} × 2`)).toBeInTheDocument());
    expect(shellField).not.toBeNull();
    expect(screen.getByRole('textbox', { name: 'First Name' })).toBe(shellField);
    expect(onRecoverableError).not.toHaveBeenCalled();
    act(() => root?.unmount());
    container.remove();
  });
});
