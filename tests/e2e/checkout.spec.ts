import type { Page } from '@playwright/test';
import { expect, MOCK_API, seedCart, test, uniqueShopper } from './fixtures';

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

  test('verification answering false says so and keeps the cart', async ({ page }) => {
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
