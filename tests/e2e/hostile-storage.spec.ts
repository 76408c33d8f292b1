import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

async function startWith(page: Page, entries: Record<string, string>) {
  await page.addInitScript((values) => {
    for (const [key, value] of Object.entries(values)) window.localStorage.setItem(key, value);
  }, entries);
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
}

const line = (id: number, quantity: number) => ({
  id,
  name: `Remedy ${id}`,
  price: 199,
  image: '/images/placeholder.svg',
  slug: `remedy-${id}`,
  quantity,
});

test.describe('corrupt or hostile browser storage', () => {
  test('a cart that is not JSON starts empty', async ({ page }) => {
    await startWith(page, { cart: '{"oops', wishlist: 'null' });
    await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Wishlist, 0 items' })).toBeVisible();
  });

  test('a cart that is not an array starts empty', async ({ page }) => {
    await startWith(page, { cart: JSON.stringify({ id: 1, quantity: 3 }) });
    await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
  });

  test('lines with negative or broken quantities are dropped, huge ones kept at 25', async ({
    page,
  }) => {
    await startWith(page, {
      cart: JSON.stringify([
        line(1, 2),
        line(2, -5),
        line(3, 1e9),
        { ...line(4, 1), price: 'free' },
        line(5, 3),
      ]),
    });
    await expect(page.getByRole('button', { name: 'Cart, 30 items' })).toBeVisible();
  });

  test('10,000 stored lines do not stop the app', async ({ page }) => {
    const many = Array.from({ length: 10_000 }, (_, index) => line(index + 1, 1));
    await startWith(page, { cart: JSON.stringify(many) });
    await expect(page.getByRole('button', { name: /Cart, \d+ items/ })).toBeVisible();
    await page.getByRole('button', { name: /Cart, \d+ items/ }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('a user without a token is signed out', async ({ page }) => {
    await startWith(page, {
      user: JSON.stringify({ id: 1, name: 'Mallory', email: 'm@example.in', phone: null }),
    });
    await page.getByRole('button', { name: 'My Account' }).click();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('user'))).toBeNull();
  });
});
