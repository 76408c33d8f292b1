import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { Page, Route } from '@playwright/test';
import { appTakenOver, expect, MOCK_API, seedCart, test } from './fixtures';

// The production page as a shopper gets it, its service worker too (the console must stay clean).
test.use({ serviceWorkers: 'allow' });

const BUILD = join(import.meta.dirname, '../../dist-e2e/client');
const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
};

/**
 * A static host: files as they are, any other path answered with one file. Some know only the
 * SPA fallback (the home page's HTML); Netlify and Cloudflare Pages answer with 404.html, 404.
 */
async function fallbackHost(fallback = '__spa-fallback.html', status = 200) {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://localhost').pathname;
    const file = join(BUILD, extname(path) ? path : fallback);
    readFile(file).then(
      (body) => {
        response.writeHead(extname(path) ? 200 : status, {
          'Content-Type': TYPES[extname(file)] ?? 'text/html',
        });
        response.end(body);
      },
      () => response.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    // The page may still be reading a response (the intro's video, held back by the media
    // player's buffering): close waits for no connection, or it would wait for the page.
    close: () =>
      new Promise((resolve) => {
        server.close(resolve);
        server.closeAllConnections();
      }),
  };
}

/** What a device that has checked out before holds (the address long enough to be cut short). */
const CART = [{ id: 1, name: 'Triphala', price: 100, image: '/a.svg', slug: 'a', quantity: 2 }];
const SAVED_ADDRESS = {
  firstName: 'Ananya',
  lastName: 'Rao',
  address: '12 MG Road, Shivajinagar, near the very long landmark that wraps',
  apartment: '',
  city: 'Pune',
  state: 'Maharashtra',
  postalCode: '411001',
  phone: '9876543210',
  email: 'ananya@example.in',
};

const seedSavedAddress = (page: Page) =>
  page.addInitScript(
    (value) => window.localStorage.setItem('lastAddress', value),
    JSON.stringify(SAVED_ADDRESS),
  );

/** The console's errors and warnings from now on. */
function consoleProblems(page: Page) {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type())) problems.push(message.text());
  });
  return problems;
}

/** Holds the app's entry module back: until `release`, the page is its HTML alone. */
async function holdAppCode(page: Page) {
  const held: Route[] = [];
  await page.route(/\/assets\/entry\.client-[^/]+\.js$/, (route) => void held.push(route));
  return {
    /** Once the page has asked for the module. */
    asked: () => expect.poll(() => held.length).toBe(1),
    release: () => held[0]!.continue(),
  };
}

/** Marks the first element `selector` finds as the HTML parser left it, before the app's scripts run. */
const markAsParsed = (page: Page, selector: string) =>
  page.addInitScript((wanted) => {
    document.addEventListener('readystatechange', () => {
      const element = document.querySelector<HTMLElement>(wanted);
      if (document.readyState === 'interactive' && element) element.dataset.fromShell = 'yes';
    });
  }, selector);

test.describe('prerendered shells', () => {
  test.describe('before any JavaScript runs', () => {
    test.use({ javaScriptEnabled: false });

    test("a page's HTML paints the layout and the page's loading state", async ({ page }) => {
      await page.goto('/blogs');
      await expect(page.locator('[inert]')).toHaveCount(0);
      await expect(page.getByRole('img', { name: 'VedaHerbs home' })).toBeVisible();
      // Behind the menu button on a phone.
      const blogsLink = page
        .getByRole('navigation', { name: 'Main', includeHidden: true })
        .getByRole('link', { name: 'Blogs', exact: true, includeHidden: true });
      await expect(blogsLink).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('status').first()).toHaveText(/Loading/);
      await expect(page.getByRole('contentinfo')).toBeVisible();
      // (Playwright's text matching leaves <noscript> out.)
      await expect(page.locator('.noscript-note')).toBeVisible();
      await expect(page.locator('.noscript-note')).toContainText('the cart and checkout need it');
    });

    test("every page's links work as plain links, the footer's too", async ({ page }) => {
      await page.goto('/');
      const footer = page.getByRole('contentinfo');
      await footer.getByRole('link', { name: 'Orders on this device' }).click();
      await expect(page).toHaveURL(/\/orders-on-this-device$/);
      await page.getByRole('contentinfo').getByRole('link', { name: 'Blogs' }).click();
      await expect(page).toHaveURL(/\/blogs$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
      await page.getByRole('link', { name: 'VedaHerbs home' }).click();
      await expect(page).toHaveURL(/\/$/);
    });

    test('a form is never sent before the app has its code, and keeps what was typed', async ({
      page,
    }) => {
      const asked: string[] = [];
      page.on('request', (request) => asked.push(`${request.method()} ${request.url()}`));
      await page.goto('/sign-up');
      const form = page.getByRole('form', { name: 'Sign up' });
      // A form whose default button is disabled is not sent by Enter in its fields either.
      await expect(form.getByRole('button', { name: 'Sign Up' })).toBeDisabled();
      await form.getByLabel('Name').fill('Ananya');
      const password = form.getByLabel('Password', { exact: true });
      await password.fill('secret-word-1');
      await password.press('Enter');
      await expect(password).toHaveValue('secret-word-1');
      expect(page.url()).toMatch(/\/sign-up\/?$/);
      expect(asked.filter((request) => request.startsWith('POST'))).toEqual([]);
    });

    test('what needs the app is disabled, where a tap would be lost', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeDisabled();
      await expect(page.getByRole('button', { name: 'My Account' })).toBeDisabled();

      await page.goto('/product-details/triphala-churna');
      for (const tab of await page.getByRole('tab').all()) await expect(tab).toBeDisabled();

      await page.goto('/shop');
      const main = page.getByRole('main');
      await expect(main.getByRole('searchbox', { name: 'Search by Products' })).toBeDisabled();
      await expect(main.getByRole('radio', { name: 'All' })).toBeDisabled();
      await expect(main.getByRole('button', { name: 'Page 2' })).toBeDisabled();
    });

    test("a route with a parameter is answered with React Router's fallback: the layout", async ({
      page,
    }) => {
      await page.goto('/blog-details/any-article');
      await expect(page.getByRole('link', { name: 'VedaHerbs home' })).toBeVisible();
      await expect(page.getByRole('contentinfo')).toBeVisible();
      await expect(page.locator('.noscript-note')).toBeVisible();
      await expect(page.getByRole('main')).toBeEmpty();
    });

    // The shell is a signed-out visitor's with nothing saved: "empty" or "please log in" there
    // would be false for a shopper who has a wishlist or a session on this device.
    for (const { path, title } of [
      { path: '/wishlist', title: 'Wishlist' },
      { path: '/account', title: 'Dashboard' },
    ]) {
      test(`the shell of ${path}, drawn from the shopper's own state, paints its banner alone`, async ({
        page,
      }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
        await expect(page.locator('.page-banner + .container')).toBeEmpty();
      });
    }

    test("the checkout's HTML paints its form; the order summary waits for the cart", async ({
      page,
    }) => {
      await page.goto('/checkout');
      await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
      await expect(page.getByLabel('First Name')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Continue to Payment' })).toBeVisible();
      const summary = page.getByRole('region', { name: 'Order summary' });
      await expect(summary).toHaveAttribute('aria-busy', 'true');
      await expect(summary).not.toContainText('₹');
    });
  });

  // The loading state stands where the app then draws the page's main picture (its LCP), at
  // its size: nothing moves when it comes. (The home page's hero and the shop's grid are in
  // their HTML, prerendered with the catalogue: tests/e2e/prerendered-catalogue.spec.ts.)
  for (const { page: name, path, picture: pictureIn } of [
    { page: 'blogs', path: '/blogs', picture: '.blog-card__image' },
  ]) {
    test(`the ${name} page's loading state holds its main picture's place`, async ({ page }) => {
      const appCode = await holdAppCode(page);
      await page.goto(path, { waitUntil: 'commit' });
      const standIn = page.locator('main [data-main-picture]');
      await appCode.asked();
      // Measured as painted: the script's request can come before the stylesheets have loaded,
      // and a layout read meanwhile is the unstyled page's.
      await page.waitForFunction(() =>
        Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')).every(
          (link) => link.sheet !== null,
        ),
      );
      const placeHeld = await standIn.evaluate(
        (element) => element.getBoundingClientRect().toJSON() as DOMRect,
      );

      await appCode.release();
      // Slick's cloned slides hold copies of the picture, off to the side.
      const picture = page.locator(`${pictureIn} img:not(.slick-cloned img)`).first();
      await expect(standIn).toHaveCount(0);
      // Measured again until it holds: slick may be replacing the slide's elements right then.
      await expect(async () => {
        const drawn = await picture.evaluate(
          (image: HTMLImageElement) => image.getBoundingClientRect().toJSON() as DOMRect,
        );
        // In place, give or take a card's 1 px border.
        for (const side of ['x', 'y', 'width', 'height'] as const) {
          expect(Math.abs(drawn[side] - placeHeld[side]), side).toBeLessThanOrEqual(2);
        }
      }).toPass();
    });
  }

  for (const { what, path, control, opened } of [
    {
      what: "the header's cart",
      path: '/',
      control: (page: Page) => page.getByRole('button', { name: 'Cart, 0 items' }),
      opened: (page: Page) => page.getByRole('dialog', { name: /cart/i }),
    },
    {
      what: "a product's tabs",
      path: '/product-details/triphala-churna',
      control: (page: Page) => page.getByRole('tab', { name: 'Additional Information' }),
      opened: (page: Page) => page.getByRole('table', { name: 'Product information' }),
    },
  ]) {
    test(`${what} wait for the app, then open at the first tap`, async ({ page }) => {
      const appCode = await holdAppCode(page);
      await page.goto(path, { waitUntil: 'commit' });
      await expect(control(page)).toBeDisabled();
      await appCode.asked();
      await appCode.release();
      await control(page).click();
      await expect(opened(page)).toBeVisible();
    });
  }

  test('an API slow to answer does not hold the page back', async ({ page }) => {
    await page.route(`${MOCK_API}/api/web/slider_get`, () => {}); // never answered
    await page.goto('/');
    await appTakenOver(page);
    // The prerendered slides stay while today's are asked for.
    await expect(page.locator('.hero img').first()).toBeVisible();
    await expect(page.locator('.hero').getByRole('status')).toHaveCount(0);
  });

  test("the app hydrates the shell: the same nodes, the shopper's own cart, no warning", async ({
    page,
  }) => {
    const problems = consoleProblems(page);
    await seedCart(page, CART);
    await markAsParsed(page, '.site-header');
    await page.goto('/shop');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toHaveCount(1);
    await expect(page.locator('.site-header')).toHaveAttribute('data-from-shell', 'yes');
    expect(problems).toEqual([]);
  });

  test("the wishlist's shell hydrates, keeps its banner, then shows what this device saved", async ({
    page,
  }) => {
    const problems = consoleProblems(page);
    await page.addInitScript(
      (value) => window.localStorage.setItem('wishlist', value),
      JSON.stringify([
        { id: 7, name: 'Ashwagandha', price: 250, image: '/a.svg', slug: 'ashwagandha' },
      ]),
    );
    await markAsParsed(page, '.page-banner');
    await page.goto('/wishlist');
    await expect(page.getByRole('link', { name: 'ASHWAGANDHA' })).toBeVisible();
    await expect(page.getByRole('main')).not.toContainText('Your wishlist is empty');
    await expect(page.locator('.page-banner')).toHaveAttribute('data-from-shell', 'yes');
    expect(problems).toEqual([]);
  });

  test("the checkout hydrates its form and then fills in this device's cart and address", async ({
    page,
  }) => {
    const problems = consoleProblems(page);
    await seedCart(page, CART);
    await seedSavedAddress(page);
    await markAsParsed(page, '.checkout__form input');
    await page.goto('/checkout');
    const summary = page.getByRole('region', { name: 'Order summary' });
    await expect(summary).toContainText('Triphala');
    await expect(summary).not.toHaveAttribute('aria-busy');
    await expect(
      page.getByRole('button', { name: /^Use my last address: 12 MG Road, .*, Pune$/ }),
    ).toBeVisible();
    // The delivery dates count from the shopper's today, not the build's.
    await expect(page.locator('.choice__detail').first()).toHaveText(/^Arrives /);
    await expect(page.locator('.checkout__form input').first()).toHaveAttribute(
      'data-from-shell',
      'yes',
    );
    expect(problems).toEqual([]);
  });

  test("the checkout's fields stay where the page painted them", async ({ page }) => {
    await seedCart(page, CART);
    const appCode = await holdAppCode(page);
    await page.goto('/checkout', { waitUntil: 'commit' });
    await appCode.asked();
    const firstName = page.getByLabel('First Name');
    const painted = await firstName.boundingBox();

    await appCode.release();
    await appTakenOver(page);
    expect(await firstName.boundingBox()).toEqual(painted);
  });

  test("a host that answers every path with React Router's fallback still runs every route", async ({
    page,
    request,
  }) => {
    const problems = consoleProblems(page);
    const host = await fallbackHost();
    try {
      const answer = await request.get(`${MOCK_API}/api/web/product_list_get?limit=1`);
      const [product] = ((await answer.json()) as { data: { slug: string; name: string }[] }).data;
      await page.goto(`${host.url}/product-details/${product!.slug}`);
      await expect(page.getByRole('heading', { level: 1, name: product!.name })).toBeVisible();
      await page.goto(`${host.url}/blogs`);
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
      expect(problems).toEqual([]);
    } finally {
      await host.close();
    }
  });

  test("a host that answers unknown paths with 404.html shows the shop's own 404 page", async ({
    page,
  }) => {
    const problems = consoleProblems(page);
    const host = await fallbackHost('404.html', 404);
    try {
      const answer = await page.goto(`${host.url}/no-such-remedy`);
      expect(answer?.status()).toBe(404);
      await expect(page.getByRole('link', { name: 'Back to Home Page' })).toBeVisible();
      await page.getByRole('link', { name: 'Back to Home Page' }).click();
      await expect(page).toHaveURL(`${host.url}/`);
      // The document's own 404 is the only complaint.
      expect(problems.filter((text) => !text.includes('status of 404'))).toEqual([]);
    } finally {
      await host.close();
    }
  });
});

test("when the app's code never arrives, the page's links still work as plain links", async ({
  page,
  pageErrors,
}) => {
  await page.route(/\/assets\/entry\.client-[\w-]+\.js$/, (route) => route.abort());
  await page.goto('/shop');
  await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
  await page.getByRole('link', { name: 'VedaHerbs home' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  // On each page React Router's own script reports the entry it could not import, and
  // nothing else fails.
  await expect.poll(() => pageErrors.length).toBe(2);
  for (const error of pageErrors) {
    expect(error).toMatch(/^Failed to fetch dynamically imported module/);
  }
  pageErrors.length = 0;
});
