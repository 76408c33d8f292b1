import { fireEvent, screen } from '@tests/testing-library';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { renderWithProviders } from '@tests/render-with-providers';
import { useCart } from '@/stores/cart-provider';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/**
 * Every page draws the header and the footer, and the first seconds of a page bring them several
 * changes (the device's cart, the logo's answer, the footer's categories). Each change redraws
 * the part that shows it, not the links beside it: these count the links drawn.
 */
const drawn = vi.hoisted(() => ({ links: 0 }));

vi.mock('@/i18n/navigation', async (importOriginal) => {
  const navigation = await importOriginal<typeof import('@/i18n/navigation')>();
  const counted =
    <P extends object>(Component: (props: P) => React.ReactNode) =>
    (props: P) => {
      drawn.links += 1;
      return <Component {...props} />;
    };
  return {
    ...navigation,
    Link: counted(
      navigation.Link as (props: Parameters<typeof navigation.Link>[0]) => React.ReactNode,
    ),
    NavLink: counted(
      navigation.NavLink as (props: Parameters<typeof navigation.NavLink>[0]) => React.ReactNode,
    ),
  };
});

const ashwagandha = {
  id: 7,
  name: 'Ashwagandha',
  price: 499,
  image: '/a.svg',
  slug: 'ashwagandha',
};

function AddToCart() {
  const { add } = useCart();
  return (
    <button type="button" onClick={() => add(ashwagandha)}>
      Add
    </button>
  );
}

describe('The layout redraws only what changed', () => {
  it('a product added to the cart redraws the cart button, not the header links', async () => {
    renderWithProviders(
      <>
        <SiteHeader />
        <AddToCart />
      </>,
    );
    await screen.findByRole('button', { name: 'Cart, 0 items' });
    const before = drawn.links;

    fireEvent.click(screen.getByRole('button', { name: 'Add' }));

    expect(screen.getByRole('button', { name: 'Cart, 1 items' })).toBeInTheDocument();
    expect(drawn.links - before).toBe(0);
  });

  it("the footer's categories redraw their own list, not the footer's other links", async () => {
    let answer: (response: Response) => void = () => {};
    server.use(
      http.get(
        '*/api/web/category_get',
        () => new Promise<Response>((resolve) => (answer = resolve)),
      ),
    );
    renderWithProviders(<SiteFooter />);
    await screen.findByText('Loading categories...');
    const before = drawn.links;

    answer(
      HttpResponse.json({
        status: true,
        data: [1, 2, 3].map((id) => ({ id, title: `Concern ${id}`, slug: `concern-${id}` })),
      }),
    );

    expect(await screen.findAllByRole('link', { name: /^Concern/ })).toHaveLength(3);
    expect(drawn.links - before).toBe(3);
  });
});
