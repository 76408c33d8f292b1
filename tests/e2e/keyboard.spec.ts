import { expect, test } from './fixtures';

/** Presses Tab until `target` has focus (at most `limit` times). */
async function tabTo(
  page: import('@playwright/test').Page,
  target: import('@playwright/test').Locator,
  limit = 80,
) {
  for (let press = 0; press < limit; press += 1) {
    // evaluateAll does not wait: the target may appear only as focus moves down the page.
    const focused = await target.evaluateAll((elements) =>
      elements.some((element) => element === document.activeElement),
    );
    if (focused) return;
    await page.keyboard.press('Tab');
  }
  throw new Error('could not reach the element by Tab');
}

test.describe('keyboard only', () => {
  test('a product carousel is reached, moved and left with the keyboard, focus visible', async ({
    page,
  }) => {
    await page.goto('/');
    // The section loads as it comes near the viewport; its carousel once the products have come.
    await page.getByRole('region', { name: 'Best Selling' }).scrollIntoViewIfNeeded();
    await expect(page.getByRole('region', { name: 'Best Selling' })).toHaveCount(2);
    const carousel = page.getByRole('region', { name: 'Best Selling' }).last();
    const next = carousel.getByRole('button', { name: /next/i });
    await tabTo(page, next);
    const outline = await next.evaluate((element) => getComputedStyle(element).outlineStyle);
    expect(outline).not.toBe('none');
    const firstVisible = () => carousel.locator('.slick-active').first().textContent();
    const before = await firstVisible();
    await page.keyboard.press('Enter');
    await expect.poll(firstVisible).not.toBe(before);
    await page.keyboard.press('Tab');
    await expect(next).not.toBeFocused();
  });

  test('product tabs move with the arrow keys', async ({ page }) => {
    await page.goto('/product-details/triphala-churna');
    const description = page.getByRole('tab', { name: 'Description' });
    await tabTo(page, description);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: /Reviews/ })).toBeFocused();
    await expect(page.getByRole('tab', { name: /Reviews/ })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await page.keyboard.press('End');
    await expect(page.getByRole('tab', { name: 'Ingredient Glossary' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  test('the account dropdown and the login modal open, close and give focus back', async ({
    page,
  }) => {
    await page.goto('/shop');
    const account = page.getByRole('button', { name: 'My Account' });
    await tabTo(page, account);
    await page.keyboard.press('Enter');
    await expect(account).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(account).toHaveAttribute('aria-expanded', 'false');
    await expect(account).toBeFocused();

    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Login' }).focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: /Login/i });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(account).toBeFocused();
  });

  test('the cart sidebar opens from the keyboard and gives focus back when closed', async ({
    page,
  }) => {
    await page.goto('/');
    const cart = page.getByRole('button', { name: /^Cart, / });
    await tabTo(page, cart);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: /^Your cart/ })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(cart).toBeFocused();
  });
});
