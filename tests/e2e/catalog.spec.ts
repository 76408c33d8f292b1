import { expect, MOCK_API, scrollThroughPage, test } from './fixtures';

test.describe('catalog and cart', () => {
  test('home → product from a carousel → add 3 → cart sidebar → change quantity → checkout', async ({
    page,
  }) => {
    await page.goto('/');
    // The section and its carousel share the name; the carousel is the one inside, there only
    // once the products have come (before that, the section's loading state has no aria-busy).
    const section = page.getByRole('region', { name: 'Best Selling' }).first();
    await section.scrollIntoViewIfNeeded();
    const bestSelling = section.getByRole('region', { name: 'Best Selling' });
    // Scrolled near, the carousel is taken over by slick, which redraws its cards: a click
    // landing mid-takeover would hit a card on its way out.
    await expect(bestSelling).toBeVisible();
    await expect(bestSelling).not.toHaveAttribute('aria-busy');
    const firstCard = bestSelling.getByRole('article').first();
    const name = (await firstCard.getByRole('link').first().textContent())!.trim();
    await firstCard.getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();

    const increase = page
      .getByRole('group', { name: /^Quantity of/ })
      .getByRole('button', { name: 'Increase quantity' });
    await increase.click();
    await increase.click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('button', { name: 'Cart, 3 items' })).toBeVisible();

    // The 'added to cart' toast shows under the header: the cart button stays free to click.
    const cartButton = page.getByRole('button', { name: 'Cart, 3 items' });
    const added = page.getByRole('alert').filter({ hasText: /added to cart$/ });
    await expect(added).toBeVisible();
    const [cartBox, toastBox] = await Promise.all([cartButton.boundingBox(), added.boundingBox()]);
    expect(toastBox!.y).toBeGreaterThanOrEqual(cartBox!.y + cartBox!.height);
    await cartButton.click();
    const sidebar = page.getByRole('dialog', { name: 'Your cart (3)' });
    await sidebar.getByRole('button', { name: 'Decrease quantity' }).click();
    await expect(page.getByRole('dialog', { name: 'Your cart (2)' })).toBeVisible();
    await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
    await expect(page).toHaveURL(/\/checkout$/);
    await expect(page.getByRole('heading', { name: 'Order summary' })).toBeVisible();
  });

  test('shop: search, category and page 2 live in the URL, and Back restores them', async ({
    page,
  }) => {
    await page.goto('/shop');
    await expect(page.getByRole('article')).toHaveCount(8);
    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/\/shop\?page=2$/);
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await page.getByRole('radio', { name: 'Digestive Care' }).click();
    await expect(page).toHaveURL(/\/shop\?category=digestive-care$/);
    // Another list: its loading state stands until its products arrive.
    await expect(page.getByRole('article').first()).toBeVisible();
    const inCategory = await page.getByRole('article').count();
    expect(inCategory).toBeGreaterThan(0);

    await page.getByRole('searchbox', { name: 'Search by Products' }).fill('churna');
    await expect(page).toHaveURL(/category=digestive-care&search=churna/);
    // Until the search's own results arrive.
    await expect(async () => {
      const names = await page.getByRole('article').getByRole('heading').allTextContents();
      expect(names.length).toBeGreaterThan(0);
      for (const name of names) expect(name).toContain('CHURNA');
    }).toPass();

    await page.goBack();
    await expect(page).toHaveURL(/\/shop\?page=2$/);
    await expect(page.getByRole('radio', { name: 'All' })).toBeChecked();
    await expect(page.getByRole('searchbox')).toHaveValue('');

    await page.goto('/shop?search=zzzz');
    await expect(page.getByText('No products found')).toBeVisible();
  });

  test('combo: choose products and add them, or be told to choose one', async ({ page }) => {
    await page.goto('/medicine-by-disease');
    await page.getByRole('article').first().getByRole('link').click();
    const boxes = page.getByRole('checkbox');
    await expect(boxes.first()).toBeVisible();
    const count = await boxes.count();
    expect(count).toBeGreaterThan(1);
    for (let index = 0; index < count; index += 1) await boxes.nth(index).uncheck();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('alert')).toHaveText('Please select at least one product');
    await boxes.first().check();
    await boxes.nth(1).check();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
  });

  test('wishlist: save a product, reload, see it on the wishlist page, remove it', async ({
    page,
  }) => {
    await page.goto('/shop');
    await page.getByRole('article').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/product-details\//);
    // The shop's heading stays until the product page has loaded: read the name after that.
    const addToWishlist = page.getByRole('button', { name: 'Add to wishlist' });
    await expect(addToWishlist).toBeVisible();
    const name = (await page.getByRole('heading', { level: 1 }).textContent())!;
    await addToWishlist.click();
    await expect(page.getByRole('link', { name: 'Wishlist, 1 item' })).toBeVisible();
    await page.reload();
    await expect(page.getByRole('button', { name: 'In wishlist' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await page.getByRole('link', { name: 'Wishlist, 1 item' }).click();
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await page.getByRole('button', { name: /^Remove/ }).click();
    await expect(page.getByText('Your wishlist is empty.', { exact: false })).toBeVisible();
  });

  test('an unknown product says Product not found with a way back', async ({ page }) => {
    await page.goto('/product-details/not-a-remedy');
    await expect(page.getByRole('alert')).toHaveText('Product not found');
    await page.getByRole('link', { name: 'Back to the shop' }).click();
    await expect(page).toHaveURL(/\/shop$/);
  });

  test('a category page lists that category’s products', async ({ page }) => {
    await page.goto('/categories/hair-care');
    await expect(page.getByRole('heading', { level: 1, name: 'Hair Care' })).toBeVisible();
    await expect(page.getByRole('article').first()).toBeVisible();
  });

  const sections = [
    { call: 'slider_get', text: 'Failed to load slider data. Please try again later.' },
    { call: 'testimonial_get', text: 'Error loading testimonials' },
    { call: 'certificate_get', text: 'No certificates available at the moment.', empty: true },
    { call: 'count_down_products', text: 'Failed to fetch products' },
  ];
  for (const section of sections) {
    test(`home: ${section.call} ${section.empty ? 'empty' : 'failing'} shows its message, the rest works`, async ({
      page,
    }) => {
      await page.route(`${MOCK_API}/api/web/${section.call}*`, (route) =>
        section.empty
          ? route.fulfill({ json: { status: true, data: [] } })
          : route.fulfill({ status: 500, json: { status: false } }),
      );
      await page.goto('/');
      await scrollThroughPage(page);
      await expect(page.getByText(section.text).first()).toBeVisible();
      await expect(
        page.getByRole('region', { name: 'Best Selling' }).getByRole('article').first(),
      ).toBeVisible();
    });
  }

  test('home: best selling and newly launched failing each show their message', async ({
    page,
  }) => {
    await page.route(`${MOCK_API}/api/web/product_list_get*`, (route) =>
      /collection_id=(best-selling|newly-launched)/.test(route.request().url())
        ? route.fulfill({ json: { status: true, data: [{ id: 'x', price: '12' }] } })
        : route.continue(),
    );
    await page.goto('/');
    await scrollThroughPage(page);
    await expect(page.getByText('Failed to fetch products')).toHaveCount(2);
    await expect(page.getByRole('link', { name: /Shop Now/ })).toBeVisible();
  });
});
