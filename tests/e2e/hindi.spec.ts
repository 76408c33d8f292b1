import type { Page } from '@playwright/test';
import {
  MOCK_API,
  expect,
  expectNoSeriousViolations,
  registerAndLogin,
  seedCart,
  test,
  uniqueShopper,
} from './fixtures';

type Listed = { id: number; name: string; price: number; slug: string; default_image: string };

async function firstProduct(page: Page): Promise<Listed> {
  const response = await page.request.get(
    `${MOCK_API}/api/web/product_list_get?assc=0&sortOrder=ASC&limit=1`,
  );
  return ((await response.json()) as { data: Listed[] }).data[0]!;
}

/** The Hindi shop's app has taken the page over: the header's cart button works. */
const hindiTakenOver = (page: Page) =>
  expect(page.getByRole('button', { name: /^कार्ट, \d+ सामान$/ })).toBeEnabled();

const footer = (page: Page) => page.getByRole('contentinfo');

/** The page's address is exactly this path and query: a pattern would take `/hi/shop` for `/shop`. */
const at = (pathAndQuery: string) => (url: URL) => `${url.pathname}${url.search}` === pathAndQuery;

test.describe('the shop in Hindi', () => {
  test('the switch leads to the same page in Hindi, search kept, and back', async ({ page }) => {
    await page.goto('/shop?search=arjuna');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(page.getByRole('button', { name: /^Cart, \d+ items?$/ })).toBeEnabled();
    await footer(page).getByRole('link', { name: 'हिन्दी' }).click();
    await expect(page).toHaveURL(at('/hi/shop?search=arjuna'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('searchbox', { name: 'प्रोडक्ट से खोजें' })).toHaveValue('arjuna');
    await expect(page.getByRole('status').filter({ hasText: /^\d+ प्रोडक्ट$/ })).toBeVisible();
    await expect(page.locator('nav#main-navigation')).toContainText('आयुर्वेद का इतिहास');
    // The shop's own links stay in Hindi.
    await expect(footer(page).getByRole('link', { name: 'संपर्क', exact: true })).toHaveAttribute(
      'href',
      '/hi/contact',
    );
    await footer(page).getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(at('/shop?search=arjuna'));
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(page.getByRole('heading', { name: 'Products' })).toBeAttached();
  });

  test("at the page's end, no floating button covers the footer's switch", async ({ page }) => {
    await page.goto('/shop');
    await expect(page.getByRole('button', { name: /^Cart, \d+ items?$/ })).toBeEnabled();
    const toTheEnd = () =>
      page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await toTheEnd();
    // The footer's categories load as it comes near, and push its end further down.
    await expect(
      footer(page).getByRole('navigation', { name: 'Shop by concern' }).getByRole('link').first(),
    ).toBeVisible();
    await toTheEnd();
    await expect(page.getByRole('button', { name: 'Scroll to top' })).toBeVisible();
    const uncovered = await footer(page)
      .getByRole('link', { name: 'हिन्दी' })
      .evaluate((link) => {
        // Across the pill's middle: its rounded corners are not the link's to hit.
        const box = link.getBoundingClientRect();
        const middle = box.top + box.height / 2;
        const across = [
          box.left + box.height / 2,
          box.left + box.width / 2,
          box.right - box.height / 2,
        ];
        return across.every((x) => link.contains(document.elementFromPoint(x, middle)));
      });
    expect(uncovered).toBe(true);
  });

  test("the header's logo, actions and menu share one row at 320, 992 and 1024 px, in both languages", async ({
    page,
  }) => {
    const rowOf = async (name: string | RegExp, role: 'link' | 'button') => {
      const box = (await page.getByRole('banner').getByRole(role, { name }).boundingBox())!;
      return box.y + box.height / 2;
    };
    for (const width of [320, 992, 1024]) {
      await page.setViewportSize({ width, height: 700 });
      for (const [path, home, cart, menu] of [
        ['/shop', 'VedaHerbs home', /^Cart, \d+ items?$/, 'Open menu'],
        ['/hi/shop', 'VedaHerbs होम', /^कार्ट, \d+ सामान$/, 'मेन्यू खोलें'],
      ] as const) {
        await page.goto(path);
        await expect(page.getByRole('button', { name: cart })).toBeEnabled();
        const logo = await rowOf(home, 'link');
        expect(
          Math.abs((await rowOf(cart, 'button')) - logo),
          `${path} at ${width} px`,
        ).toBeLessThan(8);
        // The menu button is the narrow layout's alone.
        if (width < 992) {
          expect(Math.abs((await rowOf(menu, 'button')) - logo)).toBeLessThan(8);
        }
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(width);
      }
    }
  });

  test('a Hindi page is in Hindi before its code, its links in Hindi too', async ({ page }) => {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/hi/faq');
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('अक्सर पूछे जाने वाले सवाल');
    await footer(page).getByRole('link', { name: 'हमारे बारे में' }).click();
    await expect(page).toHaveURL(/\/hi\/about$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  });

  test('a Hindi page the build did not prerender turns Hindi, its lang with it', async ({
    page,
  }) => {
    const product = await firstProduct(page);
    // Opened by its id, the product is answered with the shared English fallback.
    await page.goto(`/hi/product-details/${product.id}`);
    await hindiTakenOver(page);
    await expect(page.getByRole('button', { name: 'कार्ट में डालें', exact: true })).toBeEnabled();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  });

  test('search in Devanagari suggests the condition it names', async ({ page }) => {
    await page.goto('/hi');
    await hindiTakenOver(page);
    const search = page.getByRole('banner').getByRole('combobox');
    await search.fill('शुगर');
    await expect(page.getByRole('listbox')).toBeVisible();
    await expect(page.getByRole('banner')).toContainText('मधुमेह के नतीजे दिखाए जा रहे हैं');
  });

  test('browse, add to the cart and pay, all in Hindi', async ({ page }) => {
    const product = await firstProduct(page);
    const shopper = uniqueShopper();
    await page.goto(`/hi/product-details/${product.slug}`);
    await hindiTakenOver(page);
    await page.getByRole('button', { name: 'कार्ट में डालें', exact: true }).click();
    await expect(page.getByText(`${product.name} कार्ट में जुड़ गया`)).toBeVisible();
    await page.getByRole('button', { name: 'कार्ट, 1 सामान' }).click();
    const cart = page.getByRole('dialog', { name: 'आपका कार्ट (1)' });
    await expect(cart).toContainText('डिलीवरी शुल्क और टैक्स चेकआउट पर जोड़े जाएँगे');
    await cart.getByRole('button', { name: 'चेकआउट करें' }).click();
    await expect(page).toHaveURL(/\/hi\/checkout$/);

    const form = page.getByRole('form', { name: 'चेकआउट' });
    await form.getByLabel('पहला नाम').fill('कविता');
    await form.getByLabel('उपनाम').fill('राव');
    await form.getByLabel('पता', { exact: true }).fill('12 एमजी रोड');
    await form.getByLabel('शहर').fill('बेंगलुरु');
    await form.getByLabel('राज्य').selectOption('Karnataka');
    await form.getByLabel('पिन कोड').fill('560001');
    await form.getByLabel('फ़ोन').fill(shopper.phone);
    await form.getByLabel('ईमेल').fill(shopper.email);
    await expect(form.getByRole('radio', { name: /एक्सप्रेस/ })).toBeVisible();
    await expect(form).toContainText(/तक पहुँचेगा/);
    await form.getByRole('button', { name: 'भुगतान पर आगे बढ़ें' }).click();
    await page
      .getByRole('dialog', { name: 'Razorpay test payment' })
      .getByRole('button', { name: 'Pay' })
      .click();
    const success = page.getByRole('dialog', { name: 'भुगतान हो गया' });
    await expect(success).toContainText('ख़रीदारी के लिए धन्यवाद!');
    await success.getByRole('button', { name: 'आगे बढ़ें' }).click();
    await expect(page.getByRole('heading', { name: 'ऑर्डर पक्का हो गया!' })).toBeVisible();
    await expect(page).toHaveURL(/\/hi\/order-confirm/);
  });

  test('sign up says what is missing in Hindi, then registers', async ({ page }) => {
    const shopper = uniqueShopper();
    await page.goto('/hi/sign-up');
    await hindiTakenOver(page);
    const form = page.getByRole('form', { name: 'साइन अप करें' });
    await form.getByRole('button', { name: 'साइन अप करें' }).click();
    await expect(form).toContainText('नाम ज़रूरी है');
    await expect(form).toContainText('पासवर्ड ज़रूरी है');
    await form.getByLabel('नाम').fill(shopper.name);
    await form.getByLabel('फ़ोन').fill(shopper.phone);
    await form.getByLabel('ईमेल').fill(shopper.email);
    await form.getByLabel('पासवर्ड', { exact: true }).fill(shopper.password);
    await form.getByLabel('पासवर्ड की पुष्टि करें').fill(shopper.password);
    await form.getByRole('button', { name: 'साइन अप करें' }).click();
    // The server's own message, shown as sent.
    await expect(page.getByText('Registration successful')).toBeVisible();
    await expect(page).toHaveURL(/\/hi$/);
  });

  test('the account in Hindi, dates in Hindi months', async ({ page }) => {
    const { user } = await registerAndLogin(page);
    await page.goto('/hi/account');
    await expect(page.getByRole('heading', { name: `नमस्ते, ${user.name}!` })).toBeVisible();
    await expect(page.getByText('आपने अभी तक कोई ऑर्डर नहीं दिया है।')).toBeVisible();
  });

  test('a Hindi browser is offered the Hindi page once, never sent there', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'hi-IN' });
    const page = await context.newPage();
    await page.goto('/about');
    const offer = page.getByRole('complementary', { name: 'हिन्दी में' });
    await expect(offer.getByRole('link', { name: 'हिन्दी में देखें' })).toHaveAttribute(
      'href',
      '/hi/about',
    );
    await offer.getByRole('button', { name: 'बंद करें' }).click();
    await expect(offer).toBeHidden();
    await page.reload();
    await expect(page.getByRole('button', { name: /^Cart, \d+ items?$/ })).toBeEnabled();
    await expect(offer).toBeHidden();
    await expect(page).toHaveURL(at('/about'));
    await context.close();
  });

  for (const path of ['/hi', '/hi/shop', '/hi/checkout', '/hi/sign-up', '/hi/history-ayurveda']) {
    test(`axe finds nothing serious on ${path}`, async ({ page }) => {
      const product = await firstProduct(page);
      await seedCart(page, [{ ...product, image: product.default_image, quantity: 1 }]);
      await expectNoSeriousViolations(page, path);
    });
  }
});
