import type { Page } from '@playwright/test';
import {
  MOCK_API,
  expect,
  expectNoSeriousViolations,
  registerAndLogin,
  seedCart,
  test,
} from './fixtures';

type Listed = { slug: string; id: number };

async function firstOf(page: Page, path: string): Promise<Listed> {
  const response = await page.request.get(`${MOCK_API}${path}`);
  const body = (await response.json()) as { data: Listed[] };
  return body.data[0]!;
}

test.describe('accessibility sweep (axe-core, WCAG 2.2 A and AA)', () => {
  const PRODUCTS = '/api/web/product_list_get?assc=0&sortOrder=ASC&limit=1';
  /** Every public page, each a test of its own; a page of an item names the API's first. */
  const publicPages: { route: string; firstOf?: string }[] = [
    { route: '/' },
    { route: '/about' },
    { route: '/product-description' },
    { route: '/shop' },
    { route: '/shop?category=', firstOf: '/api/web/category_get' },
    { route: '/medicine-by-disease' },
    { route: '/contact' },
    { route: '/error' },
    { route: '/faq' },
    { route: '/blogs' },
    { route: '/history-ayurveda' },
    { route: '/categories/', firstOf: '/api/web/category_get' },
    { route: '/privacy-policy' },
    { route: '/terms-conditions' },
    { route: '/refund-policy' },
    { route: '/blog-details/', firstOf: '/api/web/blog_get?sortOrder=ASC' },
    { route: '/wishlist' },
    { route: '/product-details/', firstOf: PRODUCTS },
    { route: '/combo-details/', firstOf: '/api/web/combo_list_get?assc=0&sortOrder=ASC&limit=100' },
    { route: '/sign-up' },
    { route: '/checkout' },
    { route: '/order-confirm' },
    { route: '/no-such-page' },
  ];

  for (const { route, firstOf: list } of publicPages) {
    test(`public page ${route}${list ? '…' : ''}, with an item in the cart`, async ({ page }) => {
      const product = await firstOf(page, PRODUCTS);
      await seedCart(page, [
        {
          id: product.id,
          name: 'Cart item',
          price: 299,
          image: '/images/placeholder.svg',
          slug: product.slug,
          quantity: 1,
        },
      ]);
      const path = list ? `${route}${(await firstOf(page, list)).slug}` : route;
      await expectNoSeriousViolations(page, path);
    });
  }

  test('account pages, signed in', async ({ page }) => {
    const { token } = await registerAndLogin(page);
    const product = await firstOf(page, '/api/web/product_list_get?assc=0&sortOrder=ASC&limit=1');
    const detail = (await (
      await page.request.get(`${MOCK_API}/api/web/products/${product.slug}`)
    ).json()) as {
      data: { id: number; name: string; price: number };
    };
    const item = detail.data;
    await page.request.post(`${MOCK_API}/api/web/create-order`, {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        amount: item.price + 50,
        currency: 'INR',
        cart: [{ product_id: item.id, product_name: item.name, price: item.price, quantity: 1 }],
        name: 'Test Shopper',
        phone: '9876543210',
        email: 'shopper@example.in',
        address_line1: '12 MG Road',
        address_line2: '',
        city: 'Pune',
        state: 'Maharashtra',
        postal_code: '411001',
        country: 'India',
        shipping_price: 50,
      },
    });
    const orders = (await (
      await page.request.get(`${MOCK_API}/api/orders/order_get`, {
        headers: { Authorization: `Bearer ${token}` },
      })
    ).json()) as { data: { orders: { id: number }[] } };
    const orderId = orders.data.orders[0]!.id;
    for (const route of [
      '/account',
      '/order-details',
      `/account-details/${orderId}`,
      '/account-settings',
    ]) {
      await test.step(route, () => expectNoSeriousViolations(page, route));
    }
  });

  test('blank names and titles from the API leave no link, radio or button without a name', async ({
    page,
  }) => {
    const blank = (field: 'name' | 'title') => (item: Record<string, unknown>) => {
      item[field] = '  ';
    };
    const patches: [string, (body: { data: unknown }) => void][] = [
      [
        '/api/web/product_list_get*',
        (body) => {
          const list = Array.isArray(body.data)
            ? body.data
            : (body.data as { products: unknown[] }).products;
          (list as Record<string, unknown>[]).forEach(blank('name'));
        },
      ],
      [
        '/api/web/category_get',
        (body) => (body.data as Record<string, unknown>[]).forEach(blank('title')),
      ],
      [
        '/api/web/faq_get',
        (body) => (body.data as Record<string, unknown>[]).forEach(blank('title')),
      ],
    ];
    for (const [pattern, patch] of patches) {
      await page.route(`${MOCK_API}${pattern}`, async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { data: unknown };
        patch(body);
        await route.fulfill({ response, json: body });
      });
    }
    for (const route of ['/shop', '/faq']) {
      await test.step(route, () => expectNoSeriousViolations(page, route));
    }
    await page.goto('/shop');
    await expect(page.getByRole('radio', { name: 'Untitled' }).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'UNTITLED' }).first()).toBeVisible();
  });
});
