import type { Page } from '@playwright/test';
import { expect, MOCK_API, registerAndLogin, seedCart, test, uniqueShopper } from './fixtures';

async function cartWithFirstProduct(page: Page, quantity = 2) {
  const response = await page.request.get(
    `${MOCK_API}/api/web/product_list_get?assc=0&sortOrder=ASC&limit=1`,
  );
  const [product] = (
    (await response.json()) as {
      data: { id: number; name: string; price: number; slug: string; default_image: string }[];
    }
  ).data;
  await seedCart(page, [
    {
      id: product.id,
      name: product.name,
      price: product.price,
      image: product.default_image,
      slug: product.slug,
      quantity,
    },
  ]);
  return product;
}

async function fillShipping(page: Page, shopper = uniqueShopper()) {
  const form = page.getByRole('form', { name: 'Checkout' });
  await form.getByLabel('First Name').fill('Kavya');
  await form.getByLabel('Last Name').fill('Rao');
  await form.getByLabel('Address', { exact: true }).fill('12 MG Road');
  await form.getByLabel('City').fill('Bengaluru');
  await form.getByLabel('State').selectOption('Karnataka');
  await form.getByLabel('PIN Code').fill('560001');
  await form.getByLabel('Phone').fill(shopper.phone);
  await form.getByLabel('Email').fill(shopper.email);
}

const paymentWindow = (page: Page) => page.getByRole('dialog', { name: 'Razorpay test payment' });

/**
 * The ids of the orders create-order made, as their answers come in. An answer is read after
 * the page has it, so a count is asserted with `expect.poll`.
 */
function createdOrders(page: Page) {
  const ids: string[] = [];
  page.on('response', async (response) => {
    if (response.url().endsWith('/api/web/create-order') && response.ok())
      ids.push(((await response.json()) as { data: { id: string } }).data.id);
  });
  return ids;
}

test.describe('checkout and payment (guest)', () => {
  test('pays in the simulator, verifies and confirms; the cart is emptied', async ({ page }) => {
    const product = await cartWithFirstProduct(page);
    await page.goto('/checkout');
    await fillShipping(page);
    await page.getByRole('radio', { name: /Express/ }).check();
    await expect(page.getByRole('region', { name: 'Order summary' })).toContainText(
      new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' }).format(
        product.price * 2 + 150,
      ),
    );
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await paymentWindow(page).getByRole('button', { name: 'Pay' }).click();
    const success = page.getByRole('dialog', { name: 'Payment Successful' });
    await expect(success).toContainText('Thank you for your purchase!');
    await expect(success).toContainText(/ORD\d{5}/);
    await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
    await success.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'View Orders' })).toHaveAttribute(
      'href',
      '/order-details',
    );
  });

  test('a dismissed payment window keeps the cart and the form; the retry reuses the same order', async ({
    page,
  }) => {
    await cartWithFirstProduct(page);
    const created: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/web/create-order') && request.method() === 'POST')
        created.push(request.url());
    });
    await page.goto('/checkout');
    await fillShipping(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await paymentWindow(page).getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('alert')).toContainText('Payment was cancelled');
    await expect(page.getByLabel('City')).toHaveValue('Bengaluru');
    await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();

    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await paymentWindow(page).getByRole('button', { name: 'Fail' }).click();
    await paymentWindow(page).getByRole('button', { name: 'Close' }).click();
    await expect(page.getByRole('alert')).toContainText('Payment failed');
    expect(created).toHaveLength(1);
  });

  test('a tab discarded while the shopper paid in the UPI app: back at the checkout they are told, and the same order, reopened, is refused as paid', async ({
    page,
  }) => {
    await cartWithFirstProduct(page);
    const orders = createdOrders(page);
    const shopper = uniqueShopper();
    await page.goto('/checkout');
    await fillShipping(page, shopper);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(paymentWindow(page)).toBeVisible();
    await expect.poll(() => orders.length).toBe(1);
    // The payment completes in the UPI app; the page that would have heard of it is gone.
    const paid = await page.request.post(`${MOCK_API}/mock-razorpay/pay`, {
      data: { order_id: orders[0] },
    });
    expect(paid.ok()).toBe(true);
    await page.reload();
    const notice = page.getByRole('alert');
    await expect(notice).toContainText(
      /Your payment for ORD\d{5} may have gone through\. Check your UPI app or bank before paying again\./,
    );
    await fillShipping(page, shopper);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await paymentWindow(page).getByRole('button', { name: 'Pay' }).click();
    // Razorpay's "already paid" is the same notice, not "Payment failed... please try again".
    await expect(paymentWindow(page)).toHaveCount(0);
    await expect(notice).toContainText('may have gone through');
    await expect(notice).not.toContainText('Payment failed');
    await expect.poll(() => orders.length).toBe(1);
  });

  test('verification answering false says so, keeps the cart and the payment’s record', async ({
    page,
  }) => {
    await cartWithFirstProduct(page);
    await page.route(`${MOCK_API}/api/web/verify-payment`, (route) =>
      route.fulfill({ json: { status: false, message: 'Payment verification failed.' } }),
    );
    await page.goto('/checkout');
    await fillShipping(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await paymentWindow(page).getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Payment verification failed. Please contact support.',
    );
    await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
    const paymentId = /pay_\w+/.exec((await page.getByRole('alert').textContent()) ?? '')?.[0];
    expect(paymentId).toBeTruthy();
    await page.goto('/orders-on-this-device');
    const receipt = page.getByRole('article');
    await expect(receipt).toContainText('Payment verification failed. Please contact support.');
    await expect(receipt).toContainText(paymentId!);
  });

  test('the network dropping after payment: a reload verifies the same payment, never pays twice', async ({
    page,
  }) => {
    await cartWithFirstProduct(page);
    let drop = true;
    await page.route(`${MOCK_API}/api/web/verify-payment`, (route) =>
      drop ? route.abort('internetdisconnected') : route.continue(),
    );
    await page.goto('/checkout');
    await fillShipping(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await paymentWindow(page).getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'There was an error verifying your payment.',
    );
    await expect(page.getByRole('button', { name: 'Cart, 2 items' })).toBeVisible();
    drop = false;
    await page.reload();
    await expect(page.getByRole('dialog', { name: 'Payment Successful' })).toBeVisible();
  });

  test('a blocked payment script says so and creates no order', async ({ page }) => {
    await cartWithFirstProduct(page);
    let created = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/web/create-order')) created += 1;
    });
    await page.route('**/mock-razorpay/checkout.js', (route) => route.abort('blockedbyclient'));
    await page.goto('/checkout');
    await fillShipping(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByRole('alert')).toContainText('Failed to load Razorpay SDK');
    await expect(page.getByRole('button', { name: 'Continue to Payment' })).toBeEnabled();
    expect(created).toBe(0);
  });

  test('leaving the checkout while the order is created opens no window on the next page; coming back pays that order', async ({
    page,
  }) => {
    await cartWithFirstProduct(page);
    const orders = createdOrders(page);
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    await page.route(`${MOCK_API}/api/web/create-order`, async (route) => {
      await answered;
      await route.continue();
    });
    const shopper = uniqueShopper();
    await page.goto('/checkout');
    await fillShipping(page, shopper);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByRole('button', { name: 'Processing...' })).toBeVisible();
    // By keyboard: the page is scrolled to the button, and the header's offers strip slides
    // back as the page moves, so a click at the logo's place could land on the strip.
    await page.getByRole('link', { name: 'VedaHerbs home' }).press('Enter');
    await expect(page).toHaveURL(/\/$/);

    answer();
    // The order is kept the moment its answer is in; a window would have opened in that moment.
    await expect
      .poll(() => page.evaluate(() => window.localStorage.getItem('paymentAttempts')))
      .not.toBeNull();
    await expect(paymentWindow(page)).toHaveCount(0);
    await expect.poll(() => orders.length).toBe(1);

    await page.goto('/checkout');
    await fillShipping(page, shopper);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await paymentWindow(page).getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByRole('dialog', { name: 'Payment Successful' })).toBeVisible();
    await expect.poll(() => orders.length).toBe(1);
  });

  test('a double click on Continue creates one order', async ({ page }) => {
    await cartWithFirstProduct(page);
    let created = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/web/create-order') && request.method() === 'POST')
        created += 1;
    });
    await page.goto('/checkout');
    await fillShipping(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).dblclick();
    await expect(paymentWindow(page)).toBeVisible();
    expect(created).toBe(1);
  });

  test('create-order failing shows the server message, and the form stays', async ({ page }) => {
    await cartWithFirstProduct(page);
    await page.route(`${MOCK_API}/api/web/create-order`, (route) =>
      route.fulfill({ status: 500, body: 'not json', contentType: 'text/plain' }),
    );
    await page.goto('/checkout');
    await fillShipping(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Failed to create order. Please try again.',
    );
    await expect(page.getByLabel('PIN Code')).toHaveValue('560001');
  });
});

test.describe('money the page never heard of', () => {
  /** The payment window opens for a first order; the ids of the orders created, as they come. */
  async function paymentWindowOpen(page: Page, shopper = uniqueShopper()) {
    const orders = createdOrders(page);
    await page.goto('/checkout');
    await fillShipping(page, shopper);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(paymentWindow(page)).toBeVisible();
    await expect.poll(() => orders.length).toBe(1);
    return orders;
  }

  /** The window opens for a first order; then the phone discards the tab (a new page). */
  async function windowLeftOpen(page: Page, shopper = uniqueShopper()) {
    const orders = await paymentWindowOpen(page, shopper);
    await page.reload();
    return orders;
  }

  /** "I was not charged, pay again", and the payment goes through. */
  async function payAgainConfirmed(page: Page) {
    await page.getByRole('button', { name: 'I was not charged, pay again' }).click();
    await paymentWindow(page).getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByRole('dialog', { name: 'Payment Successful' })).toBeVisible();
  }

  test('a window left open, then a changed order: no second order until the shopper says they were not charged', async ({
    page,
  }) => {
    await cartWithFirstProduct(page);
    const shopper = uniqueShopper();
    const orders = await windowLeftOpen(page, shopper);
    const notice = page.getByRole('alert');
    await expect(notice).toContainText('may have gone through');

    await fillShipping(page, shopper);
    await page.getByRole('radio', { name: /Express/ }).check();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(notice).toBeFocused();
    await expect(paymentWindow(page)).toHaveCount(0);
    expect(orders).toHaveLength(1);

    await payAgainConfirmed(page);
    await expect.poll(() => orders.length).toBe(2);
  });

  test("a signed-in shopper's payment made in the UPI app is settled from their order list", async ({
    page,
  }) => {
    const { shopper } = await registerAndLogin(page);
    await cartWithFirstProduct(page);
    const orders = await paymentWindowOpen(page, shopper);
    // Razorpay captures it (its webhook tells the backend); the tab is discarded meanwhile.
    await page.request.post(`${MOCK_API}/mock-razorpay/pay`, { data: { order_id: orders[0] } });
    await page.reload();
    const success = page.getByRole('dialog', { name: 'Payment Successful' });
    await expect(success).toContainText(/ORD\d{5}/);
    await expect(page.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
    expect(orders).toHaveLength(1);
  });

  test('a rejected payment is not paid again by the main button; confirming pays again', async ({
    page,
  }) => {
    await cartWithFirstProduct(page);
    const orders = createdOrders(page);
    await page.route(`${MOCK_API}/api/web/verify-payment`, (route) =>
      route.fulfill({ json: { status: false, message: 'Payment verification failed.' } }),
    );
    await page.goto('/checkout');
    await fillShipping(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await paymentWindow(page).getByRole('button', { name: 'Pay' }).click();
    const notice = page.getByRole('alert');
    await expect(notice).toContainText(
      /Razorpay reported this payment taken, and the shop could not confirm it\. Order ORD\d{5}, payment pay_\w+: quote both to our support team\./,
    );
    await expect(notice.getByRole('link', { name: /WhatsApp/ })).toBeVisible();
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(paymentWindow(page)).toHaveCount(0);
    expect(orders).toHaveLength(1);

    // A reload still holds it back.
    await page.reload();
    await expect(notice).toContainText('Razorpay reported this payment taken');
    await page.unroute(`${MOCK_API}/api/web/verify-payment`);
    await fillShipping(page);
    await payAgainConfirmed(page);
    await expect.poll(() => orders.length).toBe(2);
  });

  test('a 4xx answer with status false is no rejection: the payment stays unverified', async ({
    page,
  }) => {
    await cartWithFirstProduct(page);
    await page.route(`${MOCK_API}/api/web/verify-payment`, (route) =>
      route.fulfill({ status: 400, json: { status: false, message: 'Bad request' } }),
    );
    await page.goto('/checkout');
    await fillShipping(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await paymentWindow(page).getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByRole('alert')).toContainText(
      'There was an error verifying your payment.',
    );
    await expect(page.getByRole('button', { name: 'Check payment again' })).toBeVisible();
  });

  test('a chunk failing to load while the payment window is open reloads nothing', async ({
    page,
  }) => {
    await cartWithFirstProduct(page);
    await page.goto('/checkout');
    await fillShipping(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(paymentWindow(page)).toBeVisible();
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    // What Vite's loader fires when a chunk is gone after a deploy.
    await page.evaluate(() => window.dispatchEvent(new Event('vite:preloadError')));
    await paymentWindow(page).getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByRole('dialog', { name: 'Payment Successful' })).toBeVisible();
    expect(loads).toEqual([]);
  });

  test('/order-confirm without a verified receipt on this device sends the shopper to their orders', async ({
    page,
  }) => {
    await page.goto('/order-confirm');
    await expect(page).toHaveURL(/\/orders-on-this-device$/);
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toHaveCount(0);
  });
});

test.describe('a payment is never taken twice, never forgotten', () => {
  const createOrderCalls = (page: Page) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/web/create-order') && request.method() === 'POST')
        calls.push(request.postData() ?? '');
    });
    return calls;
  };

  test('after a failed verification the form only checks the same payment again', async ({
    page,
  }) => {
    await cartWithFirstProduct(page);
    const created = createOrderCalls(page);
    let failVerify = true;
    await page.route(`${MOCK_API}/api/web/verify-payment`, (route) =>
      failVerify
        ? route.fulfill({ status: 500, json: { status: false, message: 'Server error' } })
        : route.continue(),
    );
    await page.goto('/checkout');
    await fillShipping(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await paymentWindow(page).getByRole('button', { name: 'Pay' }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('There was an error verifying your payment.');
    await expect(alert).toContainText(/Order ORD\d{5}, payment pay_\w+\./);
    await expect(page.getByRole('button', { name: 'Continue to Payment' })).toHaveCount(0);
    await expect(page.getByLabel('City')).toBeDisabled();

    failVerify = false;
    await page.getByRole('button', { name: 'Check payment again' }).click();
    await expect(page.getByRole('dialog', { name: 'Payment Successful' })).toBeVisible();
    expect(created).toHaveLength(1);
  });

  test('a payment whose tab was closed before verification is confirmed on the next visit', async ({
    page,
    context,
  }) => {
    await cartWithFirstProduct(page);
    await page.route(`${MOCK_API}/api/web/verify-payment`, (route) =>
      route.abort('internetdisconnected'),
    );
    await page.goto('/checkout');
    await fillShipping(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await paymentWindow(page).getByRole('button', { name: 'Pay' }).click();
    await expect(page.getByRole('button', { name: 'Check payment again' })).toBeVisible();
    await page.close();

    const again = await context.newPage();
    let answerVerify: () => void = () => {};
    const verifyAsked = new Promise<void>((resolve) => {
      void again.route(`${MOCK_API}/api/web/verify-payment`, async (route) => {
        resolve();
        await new Promise<void>((release) => (answerVerify = release));
        await route.continue();
      });
    });
    await again.goto('/shop');
    await verifyAsked;
    await expect(
      again.getByRole('status').filter({ hasText: 'We are confirming your payment' }),
    ).toContainText(/ORD\d{5} \(pay_\w+\)/);
    answerVerify();
    await expect(
      again.getByText(/Your payment is confirmed: order ORD\d{5} \(pay_\w+\)\./),
    ).toBeVisible();
    await expect(again.getByRole('button', { name: 'Cart, 0 items' })).toBeVisible();
    await expect(again.getByText('We are confirming your payment')).toHaveCount(0);
  });

  test('a payment script that never answers gives up with the spec message and creates no order', async ({
    page,
  }) => {
    await page.clock.install();
    await cartWithFirstProduct(page);
    const created = createOrderCalls(page);
    await page.route('**/mock-razorpay/checkout.js', () => {
      // Never answered: neither load nor error fires.
    });
    await page.goto('/checkout');
    await fillShipping(page);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(page.getByRole('button', { name: 'Processing...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await page.clock.fastForward(10_000);
    await page.clock.fastForward(10_000);
    await expect(page.getByRole('alert')).toContainText('Failed to load Razorpay SDK');
    await expect(page.getByRole('button', { name: 'Continue to Payment' })).toBeEnabled();
    expect(created).toHaveLength(0);
  });

  test('a phone typed with its country code is sent as its 10 digits', async ({ page }) => {
    await cartWithFirstProduct(page);
    const created = createOrderCalls(page);
    await page.goto('/checkout');
    await fillShipping(page);
    await page.getByLabel('Phone').fill('+91 98111 22233');
    await page.getByLabel('PIN Code').fill('560 001');
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await expect(paymentWindow(page)).toBeVisible();
    expect(JSON.parse(created[0])).toMatchObject({ phone: '9811122233', postal_code: '560001' });
  });
});

test.describe('a session that expires while the page is open', () => {
  const base64url = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');

  async function signedInUntil(page: Page, expiresAt: number) {
    const token = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ id: 1, exp: Math.floor(expiresAt / 1000) })}.c2ln`;
    const user = { id: 1, name: 'Ananya Sharma', email: 'demo@vedaherbs.in', phone: '9876543210' };
    await page.addInitScript(
      ([t, u]) => {
        window.localStorage.setItem('token', t);
        window.localStorage.setItem('user', u);
      },
      [token, JSON.stringify(user)] as const,
    );
  }

  test('ends when the token runs out, and says so', async ({ page }) => {
    const now = Date.now();
    await page.clock.install({ time: now });
    await signedInUntil(page, now + 60_000);
    await cartWithFirstProduct(page);
    await page.goto('/checkout');
    await expect(page.getByLabel('First Name')).toHaveValue('Ananya');
    await page.clock.fastForward(61_000);
    await expect(page.getByText('Session expired. Please login again.')).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  });

  test('is caught before an order is created, even when no timer ran', async ({ page }) => {
    const now = Date.now();
    await page.clock.install({ time: now });
    await signedInUntil(page, now + 60_000);
    await cartWithFirstProduct(page);
    let created = 0;
    page.on('request', (request) => {
      if (request.url().endsWith('/api/web/create-order')) created += 1;
    });
    await page.goto('/checkout');
    await fillShipping(page);
    // A phone sleeping in a pocket: the time moves on, but no timer fires.
    await page.clock.setSystemTime(now + 120_000);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    // The checkout says it above the form (a toast says it too).
    await expect(page.locator('.checkout').getByRole('alert')).toContainText(
      'Session expired. Please login again.',
    );
    expect(created).toBe(0);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  });
});
