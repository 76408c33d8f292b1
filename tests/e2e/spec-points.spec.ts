import { expect, MOCK_API, scrollThroughPage, test } from './fixtures';

test.describe('categories tabs', () => {
  test('go to /shop and /medicine-by-disease, from the home page and from that page', async ({
    page,
  }) => {
    await page.goto('/');
    const tabs = page.getByRole('navigation', { name: 'Browse medicines' });
    await tabs.getByRole('link', { name: 'Medicine By Name' }).click();
    await expect(page).toHaveURL(/\/shop$/);
    await expect(page.getByRole('searchbox', { name: 'Search by Products' })).toBeVisible();

    await page.goBack();
    await tabs.getByRole('link', { name: 'Medicine By Disease' }).click();
    await expect(page).toHaveURL(/\/medicine-by-disease$/);
    await expect(page.getByRole('article').first()).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Medicine By Disease' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await tabs.getByRole('link', { name: 'Medicine By Name' }).click();
    await expect(page).toHaveURL(/\/shop$/);
  });

  test('the home list is a carousel of 3 (1 on phones) moved with the keyboard', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/');
    // The combos load as their section nears the viewport; slick then replaces the first row.
    await page.getByRole('heading', { name: 'Find your remedy' }).scrollIntoViewIfNeeded();
    const carousel = page.getByRole('region', { name: 'Medicines by disease' });
    await expect(carousel).toBeVisible();
    await expect(carousel).not.toHaveAttribute('aria-busy');
    await expect(carousel.locator('.slick-active')).toHaveCount(isMobile ? 1 : 3);

    const next = carousel.getByRole('button', { name: /next/i });
    await next.focus();
    const firstShown = () => carousel.locator('.slick-active').first().textContent();
    const before = await firstShown();
    await page.keyboard.press('Enter');
    await expect.poll(firstShown).not.toBe(before);
    await carousel.locator('.slick-active').first().getByRole('link').click();
    await expect(page).toHaveURL(/\/combo-details\//);
  });
});

test('a failing section is logged with console.warn in the production build', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await page.route(`${MOCK_API}/api/web/slider_get*`, (route) =>
    route.fulfill({ json: { status: false } }),
  );
  await page.goto('/');
  await expect(page.getByText('No slider data available')).toBeVisible();
  await expect.poll(() => warnings.some((text) => text.startsWith('[Hero slider]'))).toBe(true);
});

test('newly launched asks for page 1 with limit 50', async ({ page }) => {
  const request = page.waitForRequest((candidate) => {
    const url = new URL(candidate.url());
    return (
      url.pathname.endsWith('/api/web/product_list_get') &&
      url.searchParams.get('collection_id') === 'newly-launched-products'
    );
  });
  await page.goto('/');
  // The section asks when it comes near the viewport.
  await scrollThroughPage(page);
  const params = new URL((await request).url()).searchParams;
  expect(params.get('page')).toBe('1');
  expect(params.get('limit')).toBe('50');
});
