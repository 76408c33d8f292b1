import { english, screen, within } from '@tests/testing-library';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { messages } from '@/config/messages';
import { db, DEMO_USER } from '@/mocks/db';
import { server } from '@/mocks/node';
import { renderWithProviders } from '@tests/render-with-providers';
import { AccountSettingsPage } from './account-settings-page';
import { passwordErrors } from './password-form';
import { recordRequests, storeSignedInSession } from '@tests/mock-api';

async function renderSettings() {
  await storeSignedInSession();
  const user = userEvent.setup();
  renderWithProviders(<AccountSettingsPage />, {
    route: '/account-settings',
    path: '/account-settings',
  });
  const form = screen.getByRole('form', { name: 'Change password' });
  const input = (label: string) => within(form).getByLabelText(label);
  async function fill(oldPassword: string, newPassword: string, confirm: string) {
    if (oldPassword) await user.type(input('Old Password'), oldPassword);
    if (newPassword) await user.type(input('New Password'), newPassword);
    if (confirm) await user.type(input('Confirm New Password'), confirm);
    await user.click(within(form).getByRole('button', { name: 'Change Password' }));
  }
  return { user, form, input, fill };
}

describe('change password form', () => {
  it('requires all three fields', async () => {
    const { form, fill } = await renderSettings();
    await fill('', '', '');
    expect(
      await within(form).findByText(english._(passwordErrors.oldRequired)),
    ).toBeInTheDocument();
    expect(within(form).getByText(english._(passwordErrors.newRequired))).toBeInTheDocument();
    expect(within(form).getByText(english._(passwordErrors.confirmRequired))).toBeInTheDocument();
  });

  it('asks for a new password of at least 6 characters', async () => {
    const { form, fill } = await renderSettings();
    await fill(DEMO_USER.password, 'neem', 'neem');
    expect(await within(form).findByText(english._(passwordErrors.newLength))).toBeInTheDocument();
  });

  it('says when the new passwords differ and sends nothing', async () => {
    const requests = await recordRequests();
    const { form, input, fill } = await renderSettings();
    await fill(DEMO_USER.password, 'neem-leaf-1', 'neem-leaf-2');
    expect(await within(form).findByText(english._(messages.passwordMismatch))).toBeInTheDocument();
    expect(input('Confirm New Password')).toHaveAttribute('aria-invalid', 'true');
    expect(requests.seen.map((request) => request.path)).not.toContain(
      '/api/users/change_password',
    );
    expect(db.data.users[0]!.password).toBe(DEMO_USER.password);
    requests.stop();
  });

  it('changes the password, toasts and clears the form', async () => {
    const { input, fill } = await renderSettings();
    await fill(DEMO_USER.password, 'neem-leaf-1', 'neem-leaf-1');
    expect(await screen.findByText('Password changed successfully')).toBeInTheDocument();
    expect(db.data.users[0]!.password).toBe('neem-leaf-1');
    expect(input('Old Password')).toHaveValue('');
    expect(input('New Password')).toHaveValue('');
  });

  it('disables the button while the change is on its way; editing clears a failure', async () => {
    let answer: (response: Response) => void = () => {};
    server.use(
      http.post(
        '*/api/users/change_password',
        () => new Promise<Response>((resolve) => (answer = resolve)),
      ),
    );
    const { form, user, input, fill } = await renderSettings();
    await fill(DEMO_USER.password, 'neem-leaf-1', 'neem-leaf-1');
    expect(await within(form).findByRole('button', { name: 'Changing...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    answer(HttpResponse.json({ status: false }, { status: 500 }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      english._(messages.passwordChangeFailed),
    );
    expect(within(form).getByRole('button', { name: 'Change Password' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
    await user.type(input('Old Password'), 'x');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('toasts the spec text when the server gives no message', async () => {
    server.use(http.post('*/api/users/change_password', () => HttpResponse.json({ status: true })));
    const { fill } = await renderSettings();
    await fill(DEMO_USER.password, 'neem-leaf-1', 'neem-leaf-1');
    expect(await screen.findByText(english._(messages.passwordChanged))).toBeInTheDocument();
  });

  it("shows the server's message when the old password is wrong", async () => {
    const { form, input, fill } = await renderSettings();
    await fill('not-my-password', 'neem-leaf-1', 'neem-leaf-1');
    expect(await within(form).findByRole('alert')).toHaveTextContent('Old password is incorrect.');
    expect(input('New Password')).toHaveValue('neem-leaf-1');
  });

  it('falls back to the spec text', async () => {
    server.use(
      http.post('*/api/users/change_password', () =>
        HttpResponse.json({ status: false }, { status: 500 }),
      ),
    );
    const { form, fill } = await renderSettings();
    await fill(DEMO_USER.password, 'neem-leaf-1', 'neem-leaf-1');
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      english._(messages.passwordChangeFailed),
    );
  });
});
