import type { Page, Route } from '@playwright/test';
import {
  MOCK_API,
  expect,
  expectNoSeriousViolationsNow,
  registerAndLogin,
  test,
  uniqueShopper,
} from './fixtures';

const SESSION_EXPIRED = 'Session expired. Please login again.';

function header(page: Page) {
  return page.getByRole('banner');
}

async function openLoginFromHeader(page: Page) {
  await header(page).getByRole('button', { name: 'My Account' }).click();
  await header(page).getByRole('button', { name: 'Login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function logInWith(page: Page, shopper: { email: string; password: string }) {
  const dialog = page.getByRole('dialog', { name: 'Login' });
  await dialog.getByLabel('Email').fill(shopper.email);
  await dialog.getByLabel('Password').fill(shopper.password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/** Registers a shopper against the mock API without signing in. */
async function registerOnly(page: Page, shopper = uniqueShopper()) {
  const response = await page.request.post(`${MOCK_API}/api/auth/send_otp`, { data: shopper });
  expect(response.ok()).toBe(true);
  return shopper;
}

/** Places an order for a signed-in shopper straight through the API; returns the order's id. */
async function placeOrder(page: Page, token: string) {
  const list = await page.request.get(
    `${MOCK_API}/api/web/product_list_get?assc=0&sortOrder=ASC&limit=1`,
  );
  const product = ((await list.json()) as { data: { id: number; name: string; price: number }[] })
    .data[0]!;
  await page.request.post(`${MOCK_API}/api/web/create-order`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      amount: product.price * 2 + 150,
      currency: 'INR',
      cart: [
        { product_id: product.id, product_name: product.name, price: product.price, quantity: 2 },
      ],
      name: 'Test Shopper',
      phone: '9876543210',
      email: 'shopper@example.in',
      address_line1: '12 MG Road',
      address_line2: 'Flat 4B',
      city: 'Pune',
      state: 'Maharashtra',
      postal_code: '411001',
      country: 'India',
      shipping_price: 150,
    },
  });
  const orders = await page.request.get(`${MOCK_API}/api/orders/order_get`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const body = (await orders.json()) as { data: { orders: { id: number; order_id: string }[] } };
  return { product, order: body.data.orders[0]! };
}

/** Answers a cross-origin call itself (preflight included), as the API server would. */
async function answer(route: Route, status: number, body: unknown) {
  const cors = {
    'Access-Control-Allow-Origin': '*',
    'Access-Control-Allow-Headers': 'Authorization, Content-Type, Accept',
    'Access-Control-Allow-Methods': 'GET, POST, PUT, OPTIONS',
  };
  if (route.request().method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
  return route.fulfill({
    status,
    headers: cors,
    contentType: 'application/json',
    body: JSON.stringify(body),
  });
}

const base64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Opens the dashboard's Edit Account form once the recent orders are in: nothing above the
 * button is still to arrive when the click is aimed (a table of orders would move it down).
 */
async function openEditAccount(page: Page) {
  await page.goto('/account');
  await expect(page.getByText('You have not placed any orders yet.')).toBeVisible();
  await page.getByRole('button', { name: 'Edit Account' }).click();
  return page.getByRole('dialog', { name: 'Edit Account' });
}

test.describe('sign-up and login', () => {
  test('sign up, log in from the header, see the name on the dashboard', async ({ page }) => {
    const shopper = uniqueShopper();
    await page.goto('/sign-up');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Create Your Account' }),
    ).toBeVisible();
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('Name').fill(shopper.name);
    await form.getByLabel('Phone').fill(shopper.phone);
    await form.getByLabel('Email').fill(shopper.email);
    await form.getByLabel('Password', { exact: true }).fill(shopper.password);
    await form.getByLabel('Confirm Password').fill(shopper.password);
    await form.getByRole('button', { name: 'Sign Up' }).click();

    await expect(page.getByText('Registration successful')).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await openLoginFromHeader(page);
    await logInWith(page, shopper);
    await expect(page.getByText('Login successful')).toBeVisible();
    await header(page).getByRole('button', { name: 'My Account' }).click();
    await expect(header(page).getByRole('button', { name: 'Logout' })).toBeVisible();
    await header(page).getByRole('link', { name: 'Dashboard' }).click();
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { name: `Hello, ${shopper.name}!` })).toBeVisible();
    await expect(page.getByText('You have not placed any orders yet.')).toBeVisible();
    const details = page.getByRole('region', { name: 'Account Details' });
    await expect(details.getByText(shopper.email)).toBeVisible();
    await expect(details.getByText(shopper.phone)).toBeVisible();
  });

  test('sign-up errors: every rule, the failure toast, a partial phone, errors clear on edit', async ({
    page,
  }) => {
    await page.goto('/sign-up');
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByRole('button', { name: 'Sign Up' }).click();
    for (const text of [
      'Name is required',
      'Phone is required',
      'Email is required',
      'Password is required',
      'Please confirm your password',
    ]) {
      await expect(form.getByText(text)).toBeVisible();
    }

    // Non-digits are stripped as they are typed (spec section 5).
    await form.getByLabel('Phone').pressSequentially('+91 98765-4');
    await expect(form.getByLabel('Phone')).toHaveValue('91987654');
    await expect(form.getByText('Phone is required')).toBeHidden();
    await form.getByLabel('Email').fill('not-an-email');
    await form.getByLabel('Password', { exact: true }).fill('abc');
    await form.getByLabel('Confirm Password').fill('abd');
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await expect(form.getByText('Phone must be 10 digits')).toBeVisible();
    await expect(form.getByText('Email is invalid')).toBeVisible();
    await expect(form.getByText('Password must be at least 6 characters')).toBeVisible();
    await expect(form.getByText('Passwords do not match')).toBeVisible();
    await expect(form.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');
    await page.screenshot({ path: test.info().outputPath('sign-up-errors.png'), fullPage: true });
    // The failure toast (checked last: the form's own messages matter most).
    await form.getByLabel('Name').fill('');
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await expect(page.getByText('Please fill all required fields correctly').first()).toBeVisible();
  });

  test('an email already registered keeps the form as typed and says why', async ({ page }) => {
    const existing = await registerOnly(page);
    await page.goto('/sign-up');
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByLabel('Name').fill('Another Shopper');
    await form.getByLabel('Phone').fill(uniqueShopper().phone);
    await form.getByLabel('Email').fill(existing.email);
    await form.getByLabel('Password', { exact: true }).fill('secret123');
    await form.getByLabel('Confirm Password').fill('secret123');
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await expect(form.getByRole('alert')).toHaveText(
      'An account with this email or phone already exists.',
    );
    await expect(form.getByLabel('Name')).toHaveValue('Another Shopper');
    await expect(page).toHaveURL(/\/sign-up$/);
  });

  test('login failure shows the message inline; Escape closes and returns focus', async ({
    page,
  }) => {
    await page.goto('/sign-up');
    const opener = page.getByRole('main').getByRole('button', { name: 'Log in' });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await expect(dialog.getByLabel('Email')).toBeVisible();
    await dialog.getByLabel('Email').fill('demo@vedaherbs.in');
    await dialog.getByLabel('Password').fill('wrong-password');
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Invalid email or password');
    await expect(dialog.getByLabel('Password')).toHaveValue('wrong-password');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  });

  test('forgot password: Send OTP Link shows the answer', async ({ page }) => {
    const shopper = await registerOnly(page);
    await page.goto('/');
    const login = await openLoginFromHeader(page);
    await login.getByRole('button', { name: 'Forgot your password?' }).click();
    const dialog = page.getByRole('dialog', { name: 'Forget Password' });
    await expect(dialog).toBeVisible();
    await expect(login).toBeHidden();
    await dialog.getByLabel('Email').fill(shopper.email);
    await dialog.getByRole('button', { name: 'Send OTP Link' }).click();
    await expect(dialog.getByRole('status')).toHaveText(
      'A password reset link has been sent to your email.',
    );
  });

  test('the sign-up page offers the login modal and leads to the dashboard', async ({ page }) => {
    const shopper = await registerOnly(page);
    await page.goto('/sign-up');
    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    await logInWith(page, shopper);
    await expect(page).toHaveURL(/\/account$/);
    await expect(page.getByRole('heading', { name: `Hello, ${shopper.name}!` })).toBeVisible();
  });
});

test.describe('account area', () => {
  test('dashboard, orders and order detail for a shopper with an order', async ({ page }) => {
    const { token, shopper } = await registerAndLogin(page);
    const { product, order } = await placeOrder(page, token);

    await page.goto('/account');
    await expect(page.getByRole('heading', { name: `Hello, ${shopper.name}!` })).toBeVisible();
    const recent = page.getByRole('table', { name: 'Your most recent orders' });
    await expect(recent.getByRole('rowheader', { name: order.order_id })).toBeVisible();
    await expect(recent.getByText('Pending')).toBeVisible();
    await page.screenshot({ path: test.info().outputPath('dashboard.png'), fullPage: true });

    const sidebar = page.getByRole('navigation', { name: 'Account' });
    await sidebar.getByRole('link', { name: 'Orders' }).click();
    await expect(page).toHaveURL(/\/order-details$/);
    const all = page.getByRole('table', { name: 'All your orders, newest first' });
    await all.getByRole('link', { name: `View order ${order.order_id}` }).click();

    await expect(page).toHaveURL(new RegExp(`/account-details/${order.id}$`));
    await expect(page.getByRole('heading', { name: `Order ${order.order_id}` })).toBeVisible();
    const items = page.getByRole('table', { name: `Items in order ${order.order_id}` });
    await expect(items.getByRole('row', { name: new RegExp(product.name) })).toContainText('2');
    await expect(page.getByRole('main').getByText('Online', { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Shipping Address' })).toContainText(
      'Pune, Maharashtra - 411001',
    );
    await expect(page.getByRole('region', { name: 'Payment Information' })).toContainText('order_');
    await page.screenshot({ path: test.info().outputPath('order-detail.png'), fullPage: true });
    const width = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(width, 'no horizontal overflow').toBeLessThanOrEqual(0);
  });

  test('a signed-out visitor is asked to log in and comes back to the page', async ({ page }) => {
    const shopper = await registerOnly(page);
    await page.goto('/order-details');
    await expect(page.getByRole('heading', { name: 'Please log in' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await logInWith(page, shopper);
    await expect(page).toHaveURL(/\/order-details$/);
    await expect(page.getByRole('heading', { name: 'All Orders' })).toBeVisible();
  });

  test('a 401 while loading orders ends the session and offers the login modal', async ({
    page,
  }) => {
    const { shopper } = await registerAndLogin(page);
    await page.route('**/api/orders/order_get', (route) =>
      answer(route, 401, { status: false, message: 'Unauthorized' }),
    );
    await page.goto('/order-details');
    await expect(page.getByRole('main').getByText(SESSION_EXPIRED)).toBeVisible();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await expect(dialog).toBeVisible();
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();

    await page.unroute('**/api/orders/order_get');
    await logInWith(page, shopper);
    await expect(page).toHaveURL(/\/order-details$/);
    await expect(page.getByText('You have not placed any orders yet.')).toBeVisible();
  });

  test('an expired stored token at start means signed out', async ({ page }) => {
    const token = `${base64url({ alg: 'HS256', typ: 'JWT' })}.${base64url({ id: 1, exp: Math.floor(Date.now() / 1000) - 60 })}.c2ln`;
    const user = { id: 1, name: 'Ananya Sharma', email: 'demo@vedaherbs.in', phone: '9876543210' };
    await page.addInitScript(
      ([t, u]) => {
        window.localStorage.setItem('token', t);
        window.localStorage.setItem('user', u);
      },
      [token, JSON.stringify(user)] as const,
    );
    await page.goto('/account');
    await expect(page.getByRole('heading', { name: 'Please log in' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeVisible();
    await page.keyboard.press('Escape');
    await header(page).getByRole('button', { name: 'My Account' }).click();
    await expect(header(page).getByRole('button', { name: 'Login' })).toBeVisible();
    await expect(header(page).getByRole('link', { name: 'Dashboard' })).toBeHidden();
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  });

  test('a password-change mismatch sends nothing; a matching change works', async ({ page }) => {
    const { shopper } = await registerAndLogin(page);
    const sent: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/users/change_password') && request.method() === 'POST')
        sent.push(request.url());
    });
    await page.goto('/account-settings');
    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Old Password').fill(shopper.password);
    await form.getByLabel('New Password', { exact: true }).fill('neem-leaf-1');
    await form.getByLabel('Confirm New Password').fill('neem-leaf-2');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(form.getByText('New password and confirm password do not match.')).toBeVisible();
    await page.waitForTimeout(300);
    expect(sent).toEqual([]);

    await form.getByLabel('Confirm New Password').fill('neem-leaf-1');
    await form.getByRole('button', { name: 'Change Password' }).click();
    await expect(page.getByText('Password changed successfully')).toBeVisible();
    await expect(form.getByLabel('Old Password')).toHaveValue('');
    expect(sent).toHaveLength(1);

    const login = await page.request.post(`${MOCK_API}/api/users/login`, {
      data: { email: shopper.email, password: 'neem-leaf-1' },
    });
    expect(login.ok()).toBe(true);
  });

  test('a 401 on saving the account keeps what was typed for the next login', async ({ page }) => {
    const { shopper } = await registerAndLogin(page);
    const dialog = await openEditAccount(page);
    await dialog.getByLabel('Full Name').fill('Typed Before Expiry');
    await page.route('**/api/users/update-profile', (route) =>
      answer(route, 401, { status: false, message: 'Unauthorized' }),
    );
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('main').getByText(SESSION_EXPIRED)).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.unroute('**/api/users/update-profile');
    await logInWith(page, shopper);
    await expect(dialog.getByLabel('Full Name')).toHaveValue('Typed Before Expiry');
    await expect(dialog.getByLabel('Phone Number')).toHaveValue(shopper.phone);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByRole('heading', { name: 'Hello, Typed Before Expiry!' })).toBeVisible();
  });

  test('edit account: rules, then saved name and phone', async ({ page }) => {
    const { shopper } = await registerAndLogin(page);
    const dialog = await openEditAccount(page);
    await expect(dialog.getByLabel('Full Name')).toHaveValue(shopper.name);
    await expect(dialog.getByLabel('Phone Number')).toHaveValue(shopper.phone);
    await expect(dialog.getByText(shopper.email)).toBeVisible();

    await dialog.getByLabel('Full Name').fill('');
    await dialog.getByLabel('Phone Number').fill('12345');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expect(dialog.getByText('Phone must be 10 digits')).toBeVisible();

    const phone = uniqueShopper().phone;
    await dialog.getByLabel('Full Name').fill('Renamed Shopper');
    await dialog.getByLabel('Phone Number').fill(phone);
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(page.getByText('Account updated successfully!')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Hello, Renamed Shopper!' })).toBeVisible();

    // The fixture's init script would put the old session back on reload: move within the app instead.
    const sidebar = page.getByRole('navigation', { name: 'Account' });
    await sidebar.getByRole('link', { name: 'Orders' }).click();
    await sidebar.getByRole('link', { name: 'Dashboard' }).click();
    const stored = await page.evaluate(() => window.localStorage.getItem('user'));
    expect(JSON.parse(stored ?? '{}')).toMatchObject({ name: 'Renamed Shopper', phone });
    const details = page.getByRole('region', { name: 'Account Details' });
    await expect(details.getByText('Renamed Shopper')).toBeVisible();
    await expect(details.getByText(phone)).toBeVisible();
  });

  for (const orders of [0, 3]) {
    test(`the dashboard does not move when ${orders} orders answer`, async ({ page, isMobile }) => {
      test.skip(
        orders > 0 && isMobile,
        'on phones each order is a card of its own, and the list is below the first screen',
      );
      const { token } = await registerAndLogin(page);
      for (let placed = 0; placed < orders; placed += 1) await placeOrder(page, token);
      let answerOrders = () => {};
      const held = new Promise<void>((resolve) => (answerOrders = resolve));
      await page.route('**/api/orders/order_get', async (route) => {
        await held;
        await route.continue();
      });
      await page.goto('/account');
      await expect(page.getByText('Loading orders...')).toBeVisible();
      const editAccount = page.getByRole('button', { name: 'Edit Account' });
      const before = await editAccount.boundingBox();
      answerOrders();
      if (orders === 0) {
        await expect(page.getByText('You have not placed any orders yet.')).toBeVisible();
      } else {
        const recent = page.getByRole('table', { name: 'Your most recent orders' });
        await expect(recent.locator('tbody tr')).toHaveCount(orders);
      }
      expect(await editAccount.boundingBox()).toEqual(before);
    });
  }

  test('logout from the sidebar clears the session and goes home', async ({ page }) => {
    await registerAndLogin(page);
    await page.goto('/account-settings');
    await page
      .getByRole('navigation', { name: 'Account' })
      .getByRole('button', { name: 'Logout' })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog', { name: 'Login' })).toBeHidden();
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
    await header(page).getByRole('button', { name: 'My Account' }).click();
    await expect(header(page).getByRole('button', { name: 'Login' })).toBeVisible();
  });
});

test.describe('accessibility of account states', () => {
  test('sign-up errors, the login modal and the edit-account modal are axe-clean', async ({
    page,
  }) => {
    await page.goto('/sign-up');
    const form = page.getByRole('form', { name: 'Sign up' });
    await form.getByRole('button', { name: 'Sign Up' }).click();
    await expect(form.getByText('Name is required')).toBeVisible();
    await expectNoSeriousViolationsNow(page, 'sign-up with errors');

    await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Login' });
    await dialog.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(dialog.getByText('Email is required')).toBeVisible();
    await expectNoSeriousViolationsNow(page, 'login modal with errors');
    await page.keyboard.press('Escape');

    await registerAndLogin(page);
    await expect(await openEditAccount(page)).toBeVisible();
    await expectNoSeriousViolationsNow(page, 'edit-account modal');
  });
});
