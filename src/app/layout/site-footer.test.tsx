import { english, screen, waitFor } from '@tests/testing-library';
import { http, HttpResponse } from 'msw';
import { messages } from '@/config/messages';
import { server } from '@/mocks/node';
import { bringIntoView, installFakeIntersectionObserver } from '@tests/fake-intersection-observer';
import { renderWithProviders } from '@tests/render-with-providers';
import { SiteFooter } from './site-footer';

const category = (id: number) => ({ id, title: `Concern ${id}`, slug: `concern-${id}` });

function answerCategories(response: Response) {
  server.use(http.get('*/api/web/category_get', () => response));
}

// The newsletter form's code, which the footer loads lazily, is in before any test draws it: its
// arrival then falls inside the test that waits for it, not in the next one.
beforeAll(() => import('@/components/newsletter-subscribe'));

describe('SiteFooter', () => {
  it('links the first nine categories to the shop, filtered', async () => {
    answerCategories(
      HttpResponse.json({ status: true, data: Array.from({ length: 12 }, (_, i) => category(i)) }),
    );
    renderWithProviders(<SiteFooter />);
    const nav = await screen.findByRole('navigation', { name: 'Shop by concern' });
    const links = await screen.findAllByRole('link', { name: /^Concern/ });
    expect(links).toHaveLength(9);
    expect(links[0]).toHaveAttribute('href', '/shop?category=concern-0');
    expect(nav).toContainElement(links[8]);
  });

  it.each([
    [
      'a failed call',
      HttpResponse.json({ status: false }, { status: 500 }),
      english._(messages.categoriesFailed),
    ],
    [
      'no categories',
      HttpResponse.json({ status: true, data: [] }),
      english._(messages.noCategories),
    ],
  ])('says so in the catalogue’s words after %s', async (_what, response, text) => {
    answerCategories(response);
    renderWithProviders(<SiteFooter />);
    expect(await screen.findByText(text)).toBeInTheDocument();
  });
});

describe('SiteFooter, far from the viewport', () => {
  beforeEach(installFakeIntersectionObserver);
  afterEach(() => vi.unstubAllGlobals());

  it('asks for the categories only as the footer comes near the viewport', async () => {
    const asked = vi.fn();
    server.use(
      http.get('*/api/web/category_get', () => {
        asked();
        return HttpResponse.json({ status: true, data: [category(1)] });
      }),
    );
    const { queryClient } = renderWithProviders(<SiteFooter />);
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Loading categories...');
    expect(queryClient.isFetching()).toBe(0);

    bringIntoView();
    expect(await screen.findByRole('link', { name: 'Concern 1' })).toBeInTheDocument();
    expect(asked).toHaveBeenCalledOnce();
    // The newsletter form, near too, has taken over from its stand-in.
    await waitFor(() =>
      expect(screen.getByRole('contentinfo').querySelector('form')).not.toBeNull(),
    );
  });
});
