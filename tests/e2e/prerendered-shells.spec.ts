import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join } from 'node:path';
import type { Page, Route } from '@playwright/test';
import { expect, MOCK_API, seedCart, test } from './fixtures';

// The production page as a shopper gets it, its service worker too (the console must stay clean).
test.use({ serviceWorkers: 'allow' });

const BUILD = join(import.meta.dirname, '../../dist-e2e');
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
async function fallbackHost(fallback = 'index.html', status = 200) {
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
      await page.goto('/shop');
      // Inert until the app takes it over: no tap or keystroke can be lost, no form submit itself.
      await expect(page.locator('#root')).toHaveAttribute('inert');
      await expect(page.getByRole('img', { name: 'VedaHerbs home' })).toBeVisible();
      // Behind the menu button on a phone.
      const shopLink = page.getByRole('link', { name: 'Shop', exact: true, includeHidden: true });
      await expect(shopLink).toHaveAttribute('aria-current', 'page');
      await expect(page.getByRole('heading', { level: 1, name: 'Shop' })).toBeVisible();
      await expect(page.getByRole('main').getByRole('status').first()).toHaveText(/Loading/);
    });

    test('a route with a parameter is answered with its own shell', async ({ page }) => {
      await page.goto('/blog-details/any-article');
      await expect(page.getByRole('main')).toContainText('Loading article...');
    });

    // The shell is a signed-out visitor's with nothing saved: "empty" or "please log in" there
    // would be false for a shopper who has a wishlist or a session on this device.
    for (const { path, title } of [
      { path: '/wishlist', title: 'Wishlist' },
      { path: '/account', title: 'Dashboard' },
      { path: '/account-details/any-order', title: 'Order Details' },
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

  // The page's main picture (its LCP) paints from the HTML: the boot script sets it as the
  // loading state's background, which stands where the app then draws the picture, at its size.
  for (const { page: name, path, picture: pictureIn } of [
    { page: 'home', path: '/', picture: '.hero' },
    { page: 'shop', path: '/shop', picture: '.product-grid' },
    { page: 'product', path: '/product-details/madhu-nashini-vati', picture: '.product__gallery' },
    { page: 'blogs', path: '/blogs', picture: '.blog-card__image' },
  ]) {
    test(`the ${name} page's main picture shows before the app's code, where the app draws it`, async ({
      page,
    }) => {
      const held: Route[] = [];
      await page.route(/\/assets\/index-[^/]+\.js$/, (route) => void held.push(route));
      await page.goto(path, { waitUntil: 'commit' });
      const standIn = page.locator('#root [data-main-picture]');
      await expect(standIn).toHaveAttribute('data-main-picture', 'shown');
      await expect(standIn).toHaveCSS('background-size', 'cover');
      const painted = await standIn.evaluate((element) => ({
        box: element.getBoundingClientRect().toJSON() as DOMRect,
        url: /^url\("(.*)"\)$/.exec(getComputedStyle(element).backgroundImage)?.[1],
      }));
      // The boot script asks for the app's code once the picture has painted: a moment after.
      await expect.poll(() => held.length).toBe(1);

      await held[0]!.continue();
      // Slick's cloned slides hold copies of the picture, off to the side.
      const picture = page.locator(`${pictureIn} img:not(.slick-cloned img)`).first();
      await expect(standIn).toHaveCount(0);
      // Measured again until it holds: slick may be replacing the slide's elements right then.
      await expect(async () => {
        const drawn = await picture.evaluate((image: HTMLImageElement) => ({
          box: image.getBoundingClientRect().toJSON() as DOMRect,
          url: image.src,
        }));
        expect(drawn.url).toBe(painted.url);
        // In place, give or take a card's 1 px border, and no larger: the first paint of the
        // picture stays the largest (LCP).
        for (const side of ['x', 'y', 'width', 'height'] as const) {
          expect(Math.abs(drawn.box[side] - painted.box[side]), side).toBeLessThanOrEqual(2);
        }
        expect(drawn.box.width).toBeLessThanOrEqual(painted.box.width);
        expect(drawn.box.height).toBeLessThanOrEqual(painted.box.height);
      }).toPass();
    });
  }

  test("the app's code is asked for once the main picture has come", async ({ page, request }) => {
    const slides = await request.get(`${MOCK_API}/api/web/slider_get`);
    const [slide] = ((await slides.json()) as { data: { imageUrl: string }[] }).data;
    const appCode: string[] = [];
    page.on('request', (asked) => {
      if (/\/assets\/index-[^/]+\.js$/.test(asked.url())) appCode.push(asked.url());
    });
    let releasePicture = () => {};
    let appCodeWhenPictureAsked: string[] | null = null;
    await page.route(
      (url) => url.pathname === new URL(slide!.imageUrl, 'http://x').pathname,
      (route) => {
        appCodeWhenPictureAsked = [...appCode];
        releasePicture = () => void route.continue();
      },
    );
    await page.goto('/', { waitUntil: 'commit' });
    await expect.poll(() => appCodeWhenPictureAsked).toEqual([]);
    releasePicture();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    expect(appCode).toHaveLength(1);
  });

  for (const { page: name, path } of [
    { page: 'home', path: '/' },
    { page: 'shop', path: '/shop' },
    { page: 'product', path: '/product-details/madhu-nashini-vati' },
    { page: 'blogs', path: '/blogs' },
  ]) {
    test(`the ${name} page's app code is asked for once its main picture is on screen, not at its paint`, async ({
      page,
    }) => {
      // When the browser reports the stand-in's picture presented (Element Timing), in page time.
      await page.addInitScript(() => {
        new PerformanceObserver((entries) => {
          for (const entry of entries.getEntries() as (PerformanceEntry & {
            identifier: string;
          })[]) {
            if (entry.identifier === 'main-picture') {
              (window as { shownAt?: number }).shownAt ??= performance.now();
            }
          }
        }).observe({ type: 'element', buffered: true });
      });
      await page.goto(path);
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      const { shownAt, appCodeAskedAt } = await page.evaluate(() => ({
        shownAt: (window as { shownAt?: number }).shownAt,
        appCodeAskedAt: performance
          .getEntriesByType('resource')
          .find((entry) => /\/assets\/index-[^/]+\.js$/.test(entry.name))?.startTime,
      }));
      expect(shownAt).toBeGreaterThan(0);
      expect(appCodeAskedAt).toBeGreaterThan(shownAt!);
    });
  }

  test("a page whose HTML cannot start its own call starts the layout's, and the app takes it", async ({
    page,
    request,
  }) => {
    const problems = consoleProblems(page);
    const settings = (await (await request.get(`${MOCK_API}/api/web/static_get`)).json()) as {
      data: Record<string, unknown>;
    };
    // A logo of its own, so the header shows which answer it took.
    const answer = { ...settings, data: { ...settings.data, logo: '/images/favicon.svg' } };
    const asked: string[] = [];
    page.on('request', (sent) => {
      if (/\/assets\/index-[^/]+\.js$/.test(sent.url())) asked.push('app code');
    });
    await page.route(`${MOCK_API}/api/web/static_get`, (route) => {
      asked.push('site settings');
      return route.fulfill({ json: answer, headers: { 'Access-Control-Allow-Origin': '*' } });
    });
    // A product's shell: its own first call waits for the boot script, the layout's does not.
    const products = await request.get(`${MOCK_API}/api/web/product_list_get?limit=1`);
    const [product] = ((await products.json()) as { data: { slug: string }[] }).data;
    await page.goto(`/product-details/${product!.slug}`);
    await expect(page.locator('.site-header img[src="/images/favicon.svg"]')).toBeVisible();
    expect(asked).toEqual(['site settings', 'app code']);
    expect(problems).toEqual([]);
  });

  test('an API slow to answer keeps the app waiting no longer than a moment', async ({ page }) => {
    await page.route(`${MOCK_API}/api/web/slider_get`, () => {}); // never answered
    await page.goto('/');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.locator('.hero').getByRole('status')).toHaveText(/Loading/);
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
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
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
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    expect(problems).toEqual([]);
  });

  test("the app asks for the page's chunks the shell names, one per task, each once", async ({
    page,
  }) => {
    // Each batch a MutationObserver delivers holds what one task added to the page.
    await page.addInitScript(() => {
      const batches: string[][] = [];
      Object.assign(window, { preloadBatches: batches });
      new MutationObserver((records) => {
        const added = records.flatMap((record) => Array.from(record.addedNodes));
        const preloads = added.filter(
          (node): node is HTMLLinkElement =>
            node instanceof HTMLLinkElement && node.rel === 'modulepreload',
        );
        batches.push(preloads.map((link) => new URL(link.href).pathname));
      }).observe(document, { childList: true, subtree: true });
    });
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/shop');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();

    const { named, batches } = await page.evaluate(() => ({
      named: (document.getElementById('root')!.dataset.pageCode ?? '').split(' '),
      batches: (window as unknown as { preloadBatches: string[][] }).preloadBatches,
    }));
    expect(named.length).toBeGreaterThan(3);
    for (const chunk of named) {
      const holding = batches.filter((batch) => batch.includes(chunk));
      expect(holding, chunk).toEqual([[chunk]]);
      expect(
        asked.filter((path) => path === chunk),
        chunk,
      ).toHaveLength(1);
    }
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
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    expect(problems).toEqual([]);
  });

  for (const saved of [true, false]) {
    test(`the checkout's fields stay where the shell painted them (${saved ? 'an' : 'no'} address saved on the device)`, async ({
      page,
    }) => {
      await seedCart(page, CART);
      if (saved) await seedSavedAddress(page);
      const held: Route[] = [];
      await page.route(/\/assets\/index-[^/]+\.js$/, (route) => void held.push(route));
      await page.goto('/checkout', { waitUntil: 'commit' });
      // Asked for by the boot script, which has marked the shell by then.
      await expect.poll(() => held.length).toBe(1);
      const firstName = page.getByLabel('First Name');
      const inShell = await firstName.boundingBox();

      await held[0]!.continue();
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      await expect(page.getByRole('button', { name: /Use my last address/ })).toHaveCount(
        saved ? 1 : 0,
      );
      expect(await firstName.boundingBox()).toEqual(inShell);
    });
  }

  test("a host that answers every path with the home page's HTML still runs every route", async ({
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
      // The home page's shell is drawn over, not hydrated as if it were the product's.
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
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      await page.getByRole('link', { name: 'Back to Home Page' }).click();
      await expect(page).toHaveURL(`${host.url}/`);
      // The document's own 404 is the only complaint.
      expect(problems.filter((text) => !text.includes('status of 404'))).toEqual([]);
    } finally {
      await host.close();
    }
  });

  test("on a host with only the SPA fallback the home page's stand-in never shows another page's picture", async ({
    page,
  }) => {
    const host = await fallbackHost();
    try {
      await page.route(/\/assets\/index-[^/]+\.js$/, () => {});
      await page.goto(`${host.url}/blogs`, { waitUntil: 'commit' });
      // The boot script has the blogs' answer: it asks for the first article's picture...
      await expect(
        page.locator('head link[rel="preload"][as="image"][href*="/images/blogs/"]'),
      ).toBeAttached();
      // ...but the hero's stand-in, in the home page's HTML, is not the blogs'.
      await expect(page.locator('.hero [data-main-picture]')).toHaveAttribute(
        'data-main-picture',
        '',
      );
    } finally {
      await host.close();
    }
  });
});

test.describe("the app's code failing to arrive (a dropped connection)", () => {
  // Only the network: a service worker would answer the reload from its cache.
  test.use({ serviceWorkers: 'block' });
  const APP_CODE = /\/assets\/index-[\w-]+\.js$/;

  test('one reload asks for it again, and the page works', async ({ page }) => {
    let asked = 0;
    await page.route(APP_CODE, (route) => (asked++ === 0 ? route.abort() : route.continue()));
    await page.goto('/shop');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    expect(asked).toBe(2);
  });

  test('when it never comes, the shell stops being inert: its links work as plain links', async ({
    page,
  }) => {
    let asked = 0;
    await page.route(APP_CODE, (route) => {
      asked += 1;
      return route.abort();
    });
    await page.goto('/shop');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    // The one reload was tried first.
    expect(asked).toBe(2);
    await page.getByRole('link', { name: 'VedaHerbs home' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    expect(asked).toBe(3);
  });
});
