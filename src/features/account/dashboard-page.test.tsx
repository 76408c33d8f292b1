import { english, screen, waitFor, within } from '@tests/testing-library';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { messages } from '@/config/messages';
import { db, DEMO_USER } from '@/mocks/db';
import { server } from '@/mocks/node';
import { renderWithProviders } from '@tests/render-with-providers';
import { DashboardPage } from './dashboard-page';
import { profileErrors } from './profile-schema';
import { recordRequests, storeSignedInSession } from '@tests/mock-api';

function renderDashboard() {
  const user = userEvent.setup();
  const view = renderWithProviders(<DashboardPage />, { route: '/account', path: '/account' });
  return { user, view };
}

const detailsCard = () => screen.getByRole('region', { name: 'Account Details' });

async function openEditAccount() {
  const page = renderDashboard();
  await page.user.click(screen.getByRole('button', { name: 'Edit Account' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Account' });
  const input = (label: string) => within(dialog).getByLabelText(label);
  const save = () => page.user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
  return { ...page, dialog, input, save };
}

describe('dashboard', () => {
  beforeEach(async () => {
    await storeSignedInSession();
  });

  it('greets the shopper and lists the 3 most recent orders, newest first', async () => {
    renderDashboard();
    expect(screen.getByRole('heading', { name: `Hello, ${DEMO_USER.name}!` })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Your most recent orders' });
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent);
    expect(headers.slice(0, 4)).toEqual(['Order', 'Date', 'Status', 'Total']);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(3);
    expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
      'ORD00004',
      'ORD00003',
      'ORD00002',
    ]);
    expect(within(rows[0]!).getByText('Paid')).toBeInTheDocument();
    expect(within(rows[0]!).getByRole('link', { name: 'View order ORD00004' })).toHaveAttribute(
      'href',
      '/account-details/4',
    );
    const order = db.data.orders.find((candidate) => candidate.id === 4)!;
    expect(
      within(rows[0]!).getByText(new RegExp(`₹${order.amount.toLocaleString('en-IN')}\\.\\d\\d`)),
    ).toBeInTheDocument();
  });

  it('shows the account details, with N/A for a missing phone', async () => {
    window.localStorage.setItem(
      'user',
      JSON.stringify({ id: 1, name: DEMO_USER.name, email: DEMO_USER.email, phone: null }),
    );
    renderDashboard();
    const card = detailsCard();
    expect(within(card).getByText(DEMO_USER.name)).toBeInTheDocument();
    expect(within(card).getByText(DEMO_USER.email)).toBeInTheDocument();
    expect(within(card).getByText('N/A')).toBeInTheDocument();
  });

  it('shows N/A for an empty name or email too (spec: "name, email, phone, or \'N/A\'")', async () => {
    window.localStorage.setItem(
      'user',
      JSON.stringify({ id: 1, name: ' ', email: '', phone: DEMO_USER.phone }),
    );
    renderDashboard();
    expect(within(detailsCard()).getAllByText('N/A')).toHaveLength(2);
  });

  it('says when there are no orders yet', async () => {
    server.use(
      http.get('*/api/orders/order_get', () =>
        HttpResponse.json({ status: true, data: { orders: [] } }),
      ),
    );
    renderDashboard();
    await screen.findByRole('link', { name: 'Start shopping' });
    expect(screen.getByText('You have not placed any orders yet.')).toBeInTheDocument();
  });

  it('shows the fallback when orders fail to load', async () => {
    server.use(
      http.get('*/api/orders/order_get', () =>
        HttpResponse.json({ status: false }, { status: 500 }),
      ),
    );
    renderDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent(english._(messages.ordersFailed));
  });

  it("shows the server's message when orders fail with one", async () => {
    server.use(
      http.get('*/api/orders/order_get', () =>
        HttpResponse.json({ status: false, message: 'Orders are resting' }),
      ),
    );
    renderDashboard();
    expect(await screen.findByRole('alert')).toHaveTextContent('Orders are resting');
  });
});

describe('edit account modal', () => {
  beforeEach(async () => {
    await storeSignedInSession();
  });

  it('opens with the current values; the email is shown but not editable', async () => {
    const { dialog, input } = await openEditAccount();
    expect(input('Full Name')).toHaveValue(DEMO_USER.name);
    expect(input('Phone Number')).toHaveValue(DEMO_USER.phone);
    expect(within(dialog).queryByLabelText(/email/i)).not.toBeInTheDocument();
    expect(within(dialog).getByText(DEMO_USER.email)).toBeInTheDocument();
  });

  it('requires a name', async () => {
    const { input, save, dialog } = await openEditAccount();
    await userEvent.clear(input('Full Name'));
    await userEvent.type(input('Full Name'), '  ');
    await save();
    expect(
      await within(dialog).findByText(english._(profileErrors.nameRequired)),
    ).toBeInTheDocument();
    expect(input('Full Name')).toHaveAttribute('aria-invalid', 'true');
  });

  it('requires a phone', async () => {
    const { input, save, dialog } = await openEditAccount();
    await userEvent.clear(input('Phone Number'));
    await save();
    expect(
      await within(dialog).findByText(english._(profileErrors.phoneRequired)),
    ).toBeInTheDocument();
  });

  it('requires exactly 10 phone digits, whatever separators are typed', async () => {
    const { input, save, dialog, user } = await openEditAccount();
    await user.clear(input('Phone Number'));
    await user.type(input('Phone Number'), '+91 98-765');
    expect(input('Phone Number')).toHaveValue('9198765');
    await save();
    expect(
      await within(dialog).findByText(english._(profileErrors.phoneLength)),
    ).toBeInTheDocument();
    await user.type(input('Phone Number'), '1');
    expect(
      within(dialog).queryByText(english._(profileErrors.phoneLength)),
    ).not.toBeInTheDocument();
  });

  it('saves name and phone (never the email), toasts and updates the details', async () => {
    const requests = await recordRequests();
    const { input, save, user } = await openEditAccount();
    await user.clear(input('Full Name'));
    await user.type(input('Full Name'), 'Ananya S. Rao');
    await user.clear(input('Phone Number'));
    // Typed with its country code; the 10 digits are what is sent and shown.
    await user.type(input('Phone Number'), '+91 90000-00001');
    await save();
    expect(await screen.findByText(english._(messages.profileUpdated))).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Edit Account' })).not.toBeInTheDocument();
    expect(within(detailsCard()).getByText('Ananya S. Rao')).toBeInTheDocument();
    expect(within(detailsCard()).getByText('9000000001')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Hello, Ananya S. Rao!' })).toBeInTheDocument();
    const update = requests.seen.find((request) => request.path === '/api/users/update-profile');
    await waitFor(() =>
      expect(update?.body).toEqual({ name: 'Ananya S. Rao', phone: '9000000001' }),
    );
    expect(JSON.parse(window.localStorage.getItem('user')!)).toMatchObject({
      name: 'Ananya S. Rao',
    });
    requests.stop();
  });

  it('opens again with the saved values, which the session now holds', async () => {
    const { input, save, user } = await openEditAccount();
    await user.clear(input('Full Name'));
    await user.type(input('Full Name'), 'Ananya S. Rao');
    await save();
    expect(await screen.findByText(english._(messages.profileUpdated))).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Account' });
    expect(within(dialog).getByLabelText('Full Name')).toHaveValue('Ananya S. Rao');
  });

  it('disables Save while the update is on its way; a failure changes nothing shown', async () => {
    let answer: (response: Response) => void = () => {};
    server.use(
      http.put(
        '*/api/users/update-profile',
        () => new Promise<Response>((resolve) => (answer = resolve)),
      ),
    );
    const { input, save, dialog, user } = await openEditAccount();
    await user.clear(input('Full Name'));
    await user.type(input('Full Name'), 'Ananya S. Rao');
    await save();
    expect(await within(dialog).findByRole('button', { name: 'Saving...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    answer(HttpResponse.json({ status: false }, { status: 500 }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      english._(messages.profileUpdateFailed),
    );
    expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
    expect(within(detailsCard()).getByText(DEMO_USER.name)).toBeInTheDocument();
    expect(JSON.parse(window.localStorage.getItem('user')!)).toMatchObject({
      name: DEMO_USER.name,
    });
    // Editing again clears the failure.
    await user.type(input('Full Name'), '!');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  describe('a save answered after the shopper cancelled it', () => {
    let release = () => {};
    beforeEach(() => {
      const held = new Promise<void>((resolve) => (release = resolve));
      let sent = 0;
      server.use(
        http.put('*/api/users/update-profile', async () => {
          sent += 1;
          if (sent === 1) await held; // then the mock API's own handler answers
        }),
      );
    });

    async function saveThenCancelThenReopen() {
      const page = await openEditAccount();
      await page.user.clear(page.input('Full Name'));
      await page.user.type(page.input('Full Name'), 'First Name');
      await page.save();
      await within(page.dialog).findByRole('button', { name: 'Saving...' });
      await page.user.click(within(page.dialog).getByRole('button', { name: 'Cancel' }));
      await page.user.click(screen.getByRole('button', { name: 'Edit Account' }));
      const dialog = await screen.findByRole('dialog', { name: 'Edit Account' });
      const name = within(dialog).getByLabelText('Full Name');
      await page.user.clear(name);
      await page.user.type(name, 'Second Name');
      return { ...page, dialog, name };
    }

    it('is applied, but leaves the form opened again open, with what was typed', async () => {
      const { dialog, name } = await saveThenCancelThenReopen();
      release();
      expect(await within(detailsCard()).findByText('First Name')).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Edit Account' })).toBe(dialog);
      expect(name).toHaveValue('Second Name');
    });

    it('is applied before a later save, whatever order the answers would come in', async () => {
      const { dialog, user, view } = await saveThenCancelThenReopen();
      await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
      release();
      await waitFor(() => expect(view.queryClient.isMutating()).toBe(0));
      expect(within(detailsCard()).getByText('Second Name')).toBeInTheDocument();
      expect(JSON.parse(window.localStorage.getItem('user')!)).toMatchObject({
        name: 'Second Name',
      });
      expect(screen.queryByRole('dialog', { name: 'Edit Account' })).not.toBeInTheDocument();
    });
  });

  it("refuses an answer about another account: the spec's failure text, nothing applied", async () => {
    server.use(
      http.put('*/api/users/update-profile', () =>
        HttpResponse.json({
          status: true,
          data: { user: { id: 99, name: 'Someone else', email: 'else@example.in', phone: null } },
        }),
      ),
    );
    const { input, save, dialog, user } = await openEditAccount();
    await user.clear(input('Full Name'));
    await user.type(input('Full Name'), 'Ananya S. Rao');
    await save();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      english._(messages.profileUpdateFailed),
    );
    expect(within(detailsCard()).getByText(DEMO_USER.name)).toBeInTheDocument();
    expect(input('Full Name')).toHaveValue('Ananya S. Rao');
  });

  it("shows the server's message when the update is refused", async () => {
    db.data.users.push({
      id: 99,
      name: 'Other',
      email: 'other@example.in',
      phone: '9111111111',
      password: 'secret1',
    });
    const { input, save, dialog, user } = await openEditAccount();
    await user.clear(input('Phone Number'));
    await user.type(input('Phone Number'), '9111111111');
    await save();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'This phone number is used by another account.',
    );
    expect(input('Phone Number')).toHaveValue('9111111111');
  });

  it('falls back to the spec text', async () => {
    server.use(
      http.put('*/api/users/update-profile', () =>
        HttpResponse.json({ status: false }, { status: 500 }),
      ),
    );
    const { save, dialog } = await openEditAccount();
    await save();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      english._(messages.profileUpdateFailed),
    );
  });

  it('closes on Cancel without sending anything', async () => {
    const requests = await recordRequests();
    const { dialog, user } = await openEditAccount();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog', { name: 'Edit Account' })).not.toBeInTheDocument();
    expect(requests.seen.map((request) => request.path)).not.toContain('/api/users/update-profile');
    requests.stop();
  });
});
