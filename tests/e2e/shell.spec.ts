import { appTakenOver, expect, scrollThroughPage, seedCart, test } from './fixtures';

test.describe('storefront shell', () => {
  test('home loads with header, footer categories and badges', async ({ page }) => {
    await seedCart(page, [
      {
        id: 1,
        name: 'Triphala Churna',
        price: 249,
        image: '/images/placeholder.svg',
        slug: 'x',
        quantity: 2,
      },
    ]);
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'VedaHerbs home' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Wishlist, 0 items' })).toBeVisible();
    // The footer loads as the end of the page comes near.
    await scrollThroughPage(page);
    const categories = page.getByRole('navigation', { name: 'Shop by concern' }).getByRole('link');
    await expect(categories.first()).toBeVisible();
    expect(await categories.count()).toBeLessThanOrEqual(9);
    await expect(categories.first()).toHaveAttribute('href', /\/shop\?category=/);
    await expect(page.getByText('11:00 am to 5:00 pm Monday to Friday')).toBeVisible();
  });

  test('the visual-aid PDF downloads at every width: from the header, or from the menu on a narrow screen', async ({
    page,
    isMobile,
  }) => {
    await page.goto('/');
    await appTakenOver(page);
    if (isMobile) await page.getByRole('button', { name: 'Open menu' }).click();
    const link = page.getByRole('link', { name: 'Visual aid (PDF)' });
    await expect(link).toBeVisible();
    const download = page.waitForEvent('download');
    await link.click();
    expect((await download).suggestedFilename()).toBe('visual-aid.pdf');
  });

  test('cart sidebar opens, changes quantity, clears and closes with Escape', async ({ page }) => {
    await seedCart(page, [
      {
        id: 1,
        name: 'Triphala Churna',
        price: 249.5,
        image: '/images/placeholder.svg',
        slug: 'x',
        quantity: 2,
      },
    ]);
    await page.goto('/');
    const cartButton = page.getByRole('button', { name: 'Cart, 2 items' });
    await cartButton.click();
    const dialog = page.getByRole('dialog', { name: /^Your cart/ });
    await expect(dialog).toHaveAccessibleName('Your cart (2)');
    await expect(dialog.getByTestId('cart-subtotal')).toHaveText('₹499.00');
    await dialog.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(dialog.getByTestId('cart-subtotal')).toHaveText('₹748.50');
    await expect(dialog.getByText('Shipping & taxes calculated at checkout')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Cart, 3 items' })).toBeFocused();
    await page.getByRole('button', { name: 'Cart, 3 items' }).click();
    await page.getByRole('button', { name: 'Clear Cart' }).click();
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
    // Proceed to Checkout does nothing with an empty cart.
    const proceed = page.getByRole('button', { name: 'Proceed to Checkout' });
    await expect(proceed).toHaveAttribute('aria-disabled', 'true');
    await proceed.click({ force: true });
    await expect(page).toHaveURL(/\/$/);
  });

  test('the cart drawer’s code loads while the page is idle; the drawer is drawn when the cart opens', async ({
    page,
  }) => {
    const drawerCode = page.waitForResponse(/\/assets\/cart-sidebar-[\w-]+\.js$/);
    await page.goto('/');
    await drawerCode;
    // With the drawer's code and stylesheets in, and the browser idle again, a drawer drawn at
    // idle time would be in the page.
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve)));
    await expect(page.locator('dialog.modal--drawer')).toHaveCount(0);
    await page.getByRole('button', { name: 'Cart, 0 items' }).click();
    await expect(page.getByRole('dialog', { name: 'Your cart (0)' })).toBeVisible();
    await expect(page.getByText('Your cart is empty.')).toBeVisible();
  });

  test('unknown route shows the 404 page with recommended products', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to Home Page' })).toBeVisible();
    const recommended = page.getByRole('region', { name: 'You may like' }).getByRole('article');
    await expect(recommended.first()).toBeVisible();
    await page.getByRole('link', { name: 'Back to Home Page' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('account menu offers Login and Signup when signed out', async ({ page }) => {
    await page.goto('/no-such-page');
    await page.getByRole('button', { name: 'My Account' }).click();
    await expect(page.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Signup' })).toBeVisible();
  });

  test('scrolled down, the offers strip slides away without moving the page', async ({ page }) => {
    await page.goto('/product-details/triphala-churna');
    await expect(page.getByText('MRP incl. of all taxes')).toBeVisible();
    // The page is in its HTML; the strip follows the scrolling once the app has taken over.
    await appTakenOver(page);
    const header = page.getByRole('banner');
    const headerHeight = (await header.boundingBox())?.height;
    // To the end of the page, whose footer loads as it comes into view.
    await scrollThroughPage(page);
    const offers = page.getByLabel('Offers');
    await expect.poll(async () => (await offers.boundingBox())?.y ?? 0).toBeLessThan(0);
    await page.waitForLoadState('networkidle');
    // The header kept its height, so the page under it did not move or keep scrolling by itself.
    expect((await header.boundingBox())?.height).toBe(headerHeight);
    const scrollsWhileIdle = await page.evaluate(
      () =>
        new Promise<number>((resolve) => {
          let count = 0;
          const onScroll = () => (count += 1);
          window.addEventListener('scroll', onScroll);
          setTimeout(() => {
            window.removeEventListener('scroll', onScroll);
            resolve(count);
          }, 600);
        }),
    );
    expect(scrollsWhileIdle).toBe(0);
  });

  test('a header control brought into view leaves the page where it was, and opens at the first tap', async ({
    page,
  }) => {
    await page.goto('/product-details/triphala-churna');
    await expect(page.getByText('MRP incl. of all taxes')).toBeVisible();
    await appTakenOver(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const offers = page.getByLabel('Offers');
    await expect.poll(async () => (await offers.boundingBox())?.y ?? 0).toBeLessThan(0);
    const scrolled = await page.evaluate(() => window.scrollY);
    // As a test driver or a screen reader does before acting on it. Scrolled up, the offers strip
    // would come back and move the button from under the pointer.
    const cart = page.getByRole('button', { name: 'Cart, 0 items' });
    await cart.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await cart.click();
    await expect(page.getByRole('dialog', { name: /^Your cart/ })).toBeVisible();
  });

  test('focus moved to the page lands below the sticky header, not under it', async ({ page }) => {
    await page.goto('/product-details/triphala-churna');
    const tab = page.getByRole('tab', { name: 'Additional Information' });
    await expect(tab).toBeVisible();
    // The tab near the top of the window, behind the header.
    await tab.evaluate((element) => window.scrollBy(0, element.getBoundingClientRect().top - 10));
    await tab.focus();
    const gap = async () => {
      const header = (await page.getByRole('banner').boundingBox())!;
      return (await tab.boundingBox())!.y - (header.y + header.height);
    };
    await expect.poll(gap).toBeGreaterThanOrEqual(0);
  });

  test('the offers strip holds still for 3 s after its first paint, then slides, and can be paused', async ({
    page,
  }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.addInitScript(() => window.sessionStorage.setItem('intro-shown', 'true'));
    // A page with a shell of its own: the app takes its header over rather than drawing it anew.
    await page.goto('/faq');
    const track = page.getByLabel('Offers').locator('.marquee__track');
    // Where the strip is at a moment of its slide's timeline (from its first paint), in px.
    const offsetAt = (ms: number) =>
      track.evaluate((element, time) => {
        element.getAnimations()[0]!.currentTime = time;
        return new DOMMatrix(getComputedStyle(element).transform).e;
      }, ms);
    expect(await offsetAt(0)).toBe(0);
    expect(await offsetAt(2900)).toBe(0);
    expect(await offsetAt(3500)).toBeLessThan(0);
    expect(await offsetAt(20000)).toBeLessThan(await offsetAt(3500));
    // The pointer rests away from the strip, which pauses on hover.
    await page.mouse.move(10, 600);
    const slide = () => track.evaluate((element) => element.getAnimations()[0]!.playState);
    expect(await slide()).toBe('running');
    const pause = page.getByRole('button', { name: 'Pause offers' });
    await appTakenOver(page);
    await pause.click();
    expect(await slide()).toBe('paused');
  });

  test('with reduced motion the offers take turns in place, one at a time, and can be paused', async ({
    page,
  }) => {
    await page.goto('/no-such-page');
    const offers = page.getByLabel('Offers');
    const pause = offers.getByRole('button', { name: 'Pause offers' });
    // The prerendered shell shows the button (and runs the offers' CSS) before the app has
    // taken it over; until then the button is disabled.
    await appTakenOver(page);
    // The pointer rests away from the strip, which pauses on hover.
    await page.mouse.move(10, 600);
    const states = () =>
      offers
        .locator('.marquee__item:not([aria-hidden="true"])')
        .evaluateAll((items) => items.map((item) => item.getAnimations()[0]?.playState));
    // A page's CSS animations start with its first frames.
    await expect.poll(states).toEqual(['running', 'running', 'running', 'running']);
    await pause.press('Enter');
    await expect(pause).toHaveAttribute('aria-pressed', 'true');
    expect(await states()).toEqual(['paused', 'paused', 'paused', 'paused']);

    // Each 5 s of the 20 s turn shows one offer, in full, and nothing moves.
    const shownAt = (ms: number) =>
      offers.locator('.marquee__item').evaluateAll((items, time) => {
        const shown = items.filter((item) => {
          const turn = item.getAnimations()[0];
          if (turn) turn.currentTime = time;
          return (
            getComputedStyle(item).display !== 'none' && getComputedStyle(item).opacity === '1'
          );
        });
        return shown.map((item) => {
          const box = item.getBoundingClientRect();
          const strip = item.closest('.marquee')!.getBoundingClientRect();
          const whole =
            box.top >= strip.top && box.bottom <= strip.bottom && box.right <= strip.right;
          return `${item.textContent}${whole ? '' : ' (cut)'}`;
        });
      }, ms);
    const turns = [];
    for (const ms of [0, 5000, 10000, 15000, 19999]) turns.push(await shownAt(ms));
    expect(turns.map((shown) => shown.length)).toEqual([1, 1, 1, 1, 1]);
    expect(new Set(turns.slice(0, 4).flat()).size).toBe(4);
    expect(turns[4]).toEqual(turns[3]);
    expect(turns.flat().join()).not.toContain('(cut)');
  });

  test('after 300 px of scrolling, on the first page already, a button takes the shopper back to the top', async ({
    page,
  }) => {
    await page.goto('/shop');
    await expect(page.getByRole('link', { name: /^Madhu Nashini Vati/i }).first()).toBeVisible();
    const toTop = page.getByRole('button', { name: 'Scroll to top' });
    await expect(toTop).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 500));
    await expect(toTop).toBeVisible();
    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(toTop).toBeHidden();
  });

  test('the home page starts at its top when it is loaded again, wherever it was scrolled', async ({
    page,
  }) => {
    await page.goto('/');
    await appTakenOver(page);
    // As far as the page reaches yet: its sections below are still arriving.
    await page.evaluate(() => window.scrollTo(0, 1000));
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await page.reload();
    await appTakenOver(page);
    await expect(page.getByRole('heading', { level: 2 }).first()).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a footer category link on the shop itself shows its products from the top of the page', async ({
    page,
  }) => {
    await page.goto('/shop');
    await scrollThroughPage(page);
    const category = page
      .getByRole('navigation', { name: 'Shop by concern' })
      .getByRole('link')
      .first();
    const name = (await category.textContent()) ?? '';
    await category.click();
    await expect(page).toHaveURL(/\/shop\?category=/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByRole('radio', { name })).toBeChecked();
  });

  test('removing cart lines by keyboard goes on to the next line, then to Continue Shopping', async ({
    page,
  }) => {
    const line = (id: number, name: string) => ({
      id,
      name,
      price: 249,
      image: '/images/placeholder.svg',
      slug: `p${id}`,
      quantity: 1,
    });
    await seedCart(page, [line(1, 'Triphala Churna'), line(2, 'Brahmi Vati')]);
    await page.goto('/');
    await page.getByRole('button', { name: 'Cart, 2 items' }).click();
    const dialog = page.getByRole('dialog', { name: /^Your cart/ });
    await dialog.getByRole('button', { name: 'Remove Triphala Churna' }).focus();
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('button', { name: 'Remove Brahmi Vati' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(dialog.getByText('Your cart is empty.')).toBeVisible();
    await expect(dialog.getByRole('link', { name: 'Continue Shopping' })).toBeFocused();
  });
});
