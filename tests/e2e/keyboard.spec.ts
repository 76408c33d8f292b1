import { appTakenOver, expect, test } from './fixtures';

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

/** The home page's Best Selling carousel, once slick has it. */
async function bestSellingCarousel(page: import('@playwright/test').Page) {
  await page.goto('/');
  // The section loads as it comes near the viewport; its carousel once the products have come.
  await page.getByRole('region', { name: 'Best Selling' }).scrollIntoViewIfNeeded();
  await expect(page.getByRole('region', { name: 'Best Selling' })).toHaveCount(2);
  return page.getByRole('region', { name: 'Best Selling' }).last();
}

test.describe('keyboard only', () => {
  test('Tab goes through the header in the order it is seen, at every width', async ({
    page,
    isMobile,
  }) => {
    /** The boxes of the bar's controls in Tab order, from the logo on. */
    async function headerTabOrder() {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByRole('link', { name: 'VedaHerbs home' }).focus();
      const boxes: { name: string; top: number; bottom: number; left: number; right: number }[] =
        [];
      for (let press = 0; press < 40; press += 1) {
        if (press > 0) await page.keyboard.press('Tab');
        const box = await page.evaluate(() => {
          const element = document.activeElement;
          if (!element?.closest('header')) return null;
          const { top, bottom, left, right } = element.getBoundingClientRect();
          const name = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
          return { name, top, bottom, left, right };
        });
        if (!box) return boxes;
        boxes.push(box);
      }
      throw new Error('Tab never left the header');
    }
    /** Each control is right of the one before on the same row, or on a row below it. */
    function expectReadingOrder(boxes: Awaited<ReturnType<typeof headerTabOrder>>) {
      expect(boxes.length).toBeGreaterThan(3);
      for (const [index, box] of boxes.entries()) {
        const before = boxes[index - 1];
        if (!before) continue;
        const sameRow = box.top < before.bottom - 2 && before.top < box.bottom - 2;
        const next = sameRow ? box.left >= before.right - 2 : box.top >= before.bottom - 2;
        expect(next, `${before.name} then ${box.name}`).toBe(true);
      }
    }

    await page.goto('/');
    await appTakenOver(page);
    expectReadingOrder(await headerTabOrder());

    if (isMobile) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const order = await headerTabOrder();
      expectReadingOrder(order);
      // The opened menu's links come right after its button.
      const button = order.findIndex(({ name }) => name === 'Close menu');
      expect(order[button + 1]?.name).toBe('Home');
    } else {
      // The search takes the row under the bar below 1200 px: it comes after the cart.
      await page.setViewportSize({ width: 1100, height: 900 });
      // The page may still be laid out at the old width when the call returns.
      await page.waitForFunction(() => window.innerWidth === 1100);
      const order = await headerTabOrder();
      expectReadingOrder(order);
      expect(order.at(-1)?.name).toBe('Search');
    }
  });

  test('a product carousel is reached, moved and left with the keyboard, focus visible', async ({
    page,
  }) => {
    const carousel = await bestSellingCarousel(page);
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

  test('the arrow keys move a carousel under a focused card, and focus stays on a card shown', async ({
    page,
  }) => {
    const carousel = await bestSellingCarousel(page);
    const firstCard = carousel.locator('.slick-active').first().getByRole('link').first();
    await tabTo(page, firstCard);
    const before = await firstCard.textContent();
    // The focused card is the first shown: the first press moves it out of view.
    await page.keyboard.press('ArrowRight');
    await expect
      .poll(() => carousel.locator('.slick-active').first().textContent())
      .not.toContain(before ?? '');
    const focusedShownCard = () =>
      page.evaluate(() => {
        const focused = document.activeElement;
        return Boolean(focused?.closest('.slick-active') && focused.matches('a[href]'));
      });
    await expect.poll(focusedShownCard).toBe(true);
    await page.keyboard.press('ArrowLeft');
    await expect.poll(focusedShownCard).toBe(true);
  });

  test('product tabs move with the arrow keys', async ({ page }) => {
    await page.goto('/product-details/triphala-churna');
    const description = page.getByRole('tab', { name: 'Description' });
    await tabTo(page, description);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Reviews', exact: true })).toBeFocused();
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
