import { expect, MOCK_API, seedCart, test } from './fixtures';

test.describe('checkout that knows India', () => {
  test('ships to Delhi, warns about a PIN from another state, shows delivery dates and offers the address next time', async ({
    page,
  }) => {
    const response = await page.request.get(
      `${MOCK_API}/api/web/product_list_get?assc=0&sortOrder=ASC&limit=1`,
    );
    const [product] = (
      (await response.json()) as {
        data: { id: number; name: string; price: number; slug: string }[];
      }
    ).data;
    await seedCart(page, [
      {
        id: product.id,
        name: product.name,
        price: product.price,
        image: '',
        slug: product.slug,
        quantity: 1,
      },
    ]);
    await page.goto('/checkout');
    const form = page.getByRole('form', { name: 'Checkout' });
    await expect(form.getByRole('radio', { name: /Standard.*Arrives/ })).toBeChecked();
    await expect(form.getByRole('radio', { name: /Express.*Arrives/ })).toBeVisible();

    await form.getByLabel('First Name').fill('Aarav');
    await form.getByLabel('Last Name').fill('Mehta');
    await form.getByLabel('Address', { exact: true }).fill('21 Janpath');
    await form.getByLabel('City').fill('New Delhi');
    await form.getByLabel('State').selectOption('Delhi');
    await form.getByLabel('PIN Code').fill('400001');
    await expect(form.getByLabel('PIN Code')).toHaveAccessibleDescription(
      /does not look like one in Delhi/,
    );
    await form.getByLabel('PIN Code').fill('110001');
    await expect(form.getByText(/does not look like one/)).toHaveCount(0);
    await form.getByLabel('Phone').fill('9811122233');
    await form.getByLabel('Email').fill('aarav@example.in');
    await form.getByRole('button', { name: 'Continue to Payment' }).click();
    await page
      .getByRole('dialog', { name: 'Razorpay test payment' })
      .getByRole('button', { name: 'Pay' })
      .click();
    await expect(page.getByRole('dialog', { name: 'Payment Successful' })).toBeVisible();

    await seedCart(page, [
      {
        id: product.id,
        name: product.name,
        price: product.price,
        image: '',
        slug: product.slug,
        quantity: 1,
      },
    ]);
    await page.goto('/checkout');
    await page.getByRole('button', { name: 'Use my last address: 21 Janpath, New Delhi' }).click();
    await expect(page.getByRole('form', { name: 'Checkout' }).getByLabel('State')).toHaveValue(
      'Delhi',
    );
  });
});

test.describe('trust on product pages', () => {
  test('facts, savings, doctor links and structured data; recently viewed in the empty cart', async ({
    page,
  }) => {
    await page.goto('/product-details/triphala-churna');
    await expect(page.getByText('MRP incl. of all taxes')).toBeVisible();
    await expect(page.getByRole('link', { name: /WhatsApp us/ })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\d+\?text=/,
    );
    const jsonLd = await page.locator('script[type="application/ld+json"]').textContent();
    expect(JSON.parse(jsonLd!)[0]).toMatchObject({
      '@type': 'Product',
      offers: { priceCurrency: 'INR' },
    });
    await page.getByRole('tab', { name: 'Additional Information' }).click();
    await expect(page.getByRole('table', { name: 'Product information' })).toContainText(
      'Customer care',
    );

    await page.getByRole('button', { name: 'Cart, 0 items' }).click();
    const cart = page.getByRole('dialog', { name: /^Your cart/ });
    await expect(cart.getByRole('region', { name: 'Recently viewed' })).toContainText(
      'Triphala Churna',
    );
  });
});
