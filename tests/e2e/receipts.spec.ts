import { expect, MOCK_API, scrollThroughPage, seedCart, test, uniqueShopper } from './fixtures';

test.describe('receipts on this device', () => {
  test('a guest pays, then finds the receipt under Orders on this device and deletes it', async ({
    page,
  }) => {
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
        id: product!.id,
        name: product!.name,
        price: product!.price,
        image: product!.default_image,
        slug: product!.slug,
        quantity: 2,
      },
    ]);
    const shopper = uniqueShopper();
    await page.goto('/checkout');
    const form = page.getByRole('form', { name: 'Checkout' });
    await form.getByLabel('First Name').fill('Kavya');
    await form.getByLabel('Last Name').fill('Rao');
    await form.getByLabel('Address', { exact: true }).fill('12 MG Road');
    await form.getByLabel('City').fill('Bengaluru');
    await form.getByLabel('State').selectOption('Karnataka');
    await form.getByLabel('PIN Code').fill('560001');
    await form.getByLabel('Phone').fill(shopper.phone);
    await form.getByLabel('Email').fill(shopper.email);
    await page.getByRole('button', { name: 'Continue to Payment' }).click();
    await page
      .getByRole('dialog', { name: 'Razorpay test payment' })
      .getByRole('button', { name: 'Pay' })
      .click();

    const success = page.getByRole('dialog', { name: 'Payment Successful' });
    await expect(success).toContainText(/ORD\d{5}/);
    const orderId = /ORD\d{5}/.exec((await success.textContent()) ?? '')![0];
    await success.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Order Confirmed!' })).toBeVisible();
    await scrollThroughPage(page);
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Orders on this device' }),
    ).toHaveAttribute('href', '/orders-on-this-device');
    await page.getByRole('main').getByRole('link', { name: 'Orders on this device' }).click();

    await expect(
      page.getByRole('heading', { level: 1, name: 'Orders on this device' }),
    ).toBeVisible();
    const receipt = page.getByRole('article', { name: `Order ${orderId}` });
    const total = new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: 'INR',
      minimumFractionDigits: 2,
    });
    await expect(receipt).toContainText(total.format(product!.price * 2 + 50));
    await expect(receipt).toContainText(/pay_\w+/);
    await expect(receipt.getByRole('list', { name: `Items in order ${orderId}` })).toContainText(
      `${product!.name}× 2`,
    );

    // Kept across a reload: it lives in this browser's storage.
    await page.reload();
    await page
      .getByRole('button', { name: `Delete receipt for order ${orderId}, payment ` })
      .click();
    await expect(receipt).toBeHidden();
    await expect(page.getByText('There are no receipts on this device yet.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute(
      'href',
      '/shop',
    );
    expect(await page.evaluate(() => window.localStorage.getItem('receipts'))).toBeNull();
  });
});
