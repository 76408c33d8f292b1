import { act, english, screen, waitFor, within } from '@tests/testing-library';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { messages } from '@/config/messages';
import { DEMO_USER } from '@/mocks/db';
import { server } from '@/mocks/node';
import { useLoginDialog } from '@/lib/login-dialog';
import { useSession } from '@/stores/session-provider';
import { storeSignedInSession } from '@tests/mock-api';
import { renderWithProviders } from '@tests/render-with-providers';
import { AuthDialogs } from './auth-dialogs';
import { LOGGED_IN } from './login-modal';
import { loginErrors } from './login-schema';

function Harness({ returnTo }: { returnTo?: string }) {
  const { openLogin } = useLoginDialog();
  const { user } = useSession();
  return (
    <>
      <button type="button" onClick={() => openLogin({ returnTo })}>
        Open login
      </button>
      <p>{user ? `Signed in as ${user.name}` : 'Signed out'}</p>
      <AuthDialogs />
    </>
  );
}

async function openLogin(returnTo?: string) {
  const user = userEvent.setup();
  const view = renderWithProviders(<Harness returnTo={returnTo} />, {
    route: '/somewhere',
    routes: [{ path: '/account', element: <p>Account page</p> }],
  });
  await user.click(screen.getByRole('button', { name: 'Open login' }));
  const dialog = await screen.findByRole('dialog', { name: 'Login' });
  return { user, view, dialog };
}

async function logIn(email: string, password: string) {
  const page = await openLogin();
  await page.user.type(within(page.dialog).getByLabelText('Email'), email);
  await page.user.type(within(page.dialog).getByLabelText('Password'), password);
  await page.user.click(within(page.dialog).getByRole('button', { name: 'Login' }));
  return page;
}

describe('login modal', () => {
  it('asks for email and password before sending anything', async () => {
    let sent = false;
    server.use(
      http.post('*/api/users/login', () => {
        sent = true;
        return HttpResponse.json({ status: false }, { status: 500 });
      }),
    );
    const { user, dialog } = await openLogin();
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(
      await within(dialog).findByText(english._(loginErrors.emailRequired)),
    ).toBeInTheDocument();
    expect(within(dialog).getByText(english._(loginErrors.passwordRequired))).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toBe(false);
  });

  it("shows the server's message inline and as a toast", async () => {
    const { dialog } = await logIn(DEMO_USER.email, 'wrong-password');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Invalid email or password');
    await waitFor(() => expect(screen.getAllByText('Invalid email or password')).toHaveLength(2));
    expect(screen.getByText('Signed out')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Email')).toHaveValue(DEMO_USER.email);
  });

  it.each([
    ['a failure without a message', () => HttpResponse.json({ status: false }, { status: 500 })],
    ['a network failure', () => HttpResponse.error()],
    ['an answer of the wrong shape', () => HttpResponse.json({ status: true, data: { token: 5 } })],
  ])('shows the fallback on %s', async (_case, answer) => {
    server.use(http.post('*/api/users/login', answer));
    const { dialog } = await logIn(DEMO_USER.email, DEMO_USER.password);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      english._(messages.loginFailed),
    );
    await waitFor(() =>
      expect(screen.getAllByText(english._(messages.loginFailed))).toHaveLength(2),
    );
  });

  it('disables Login while the call is on its way, and keeps the form for another try', async () => {
    let answer: (response: Response) => void = () => {};
    server.use(
      http.post('*/api/users/login', () => new Promise<Response>((resolve) => (answer = resolve))),
    );
    const { dialog } = await logIn(DEMO_USER.email, DEMO_USER.password);
    expect(await within(dialog).findByRole('button', { name: 'Logging in...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    answer(HttpResponse.json({ status: false, message: 'Try later' }, { status: 503 }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Try later');
    expect(within(dialog).getByRole('button', { name: 'Login' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
    expect(screen.getByText('Signed out')).toBeInTheDocument();
  });

  it('signs no one in when the answer comes after the shopper closed the dialog', async () => {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.post('*/api/users/login', async () => {
        await held; // then the mock API's own handler answers: a successful login
      }),
    );
    const { user, dialog, view } = await logIn(DEMO_USER.email, DEMO_USER.password);
    await user.click(within(dialog).getByRole('button', { name: 'Close login' }));
    expect(screen.queryByRole('dialog', { name: 'Login' })).not.toBeInTheDocument();
    expect(view.queryClient.isMutating()).toBe(1);
    release();
    await waitFor(() => expect(view.queryClient.isMutating()).toBe(0));
    expect(screen.getByText('Signed out')).toBeInTheDocument();
    expect(screen.queryByText(english._(LOGGED_IN))).not.toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('stores the session, toasts and closes on success', async () => {
    await logIn(DEMO_USER.email, DEMO_USER.password);
    expect(await screen.findByText(`Signed in as ${DEMO_USER.name}`)).toBeInTheDocument();
    expect(await screen.findByText(english._(LOGGED_IN))).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Login' })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(JSON.parse(window.localStorage.getItem('user')!)).toMatchObject({
      email: DEMO_USER.email,
    });
  });

  it('goes to the page the shopper asked for', async () => {
    const { user, dialog, view } = await openLogin('/account');
    await user.type(within(dialog).getByLabelText('Email'), DEMO_USER.email);
    await user.type(within(dialog).getByLabelText('Password'), DEMO_USER.password);
    await user.click(within(dialog).getByRole('button', { name: 'Login' }));
    expect(await screen.findByText('Account page')).toBeInTheDocument();
    expect(view.location().pathname).toBe('/account');
  });
});

describe('a login in another tab', () => {
  it('closes the dialog left open here: there is nobody left to log in', async () => {
    await openLogin();
    await storeSignedInSession();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: 'user' }));
    });
    expect(screen.getByText(`Signed in as ${DEMO_USER.name}`)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Login' })).not.toBeInTheDocument(),
    );
  });
});

describe('forget password modal', () => {
  async function openForgotPassword() {
    const page = await openLogin();
    await page.user.click(
      within(page.dialog).getByRole('button', { name: 'Forgot your password?' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Forget Password' });
    expect(screen.queryByRole('dialog', { name: 'Login' })).not.toBeInTheDocument();
    return { ...page, dialog };
  }

  async function send(email: string) {
    const page = await openForgotPassword();
    await page.user.type(within(page.dialog).getByLabelText('Email'), email);
    await page.user.click(within(page.dialog).getByRole('button', { name: 'Send OTP Link' }));
    return page;
  }

  it('asks for the email', async () => {
    const { user, dialog } = await openForgotPassword();
    await user.click(within(dialog).getByRole('button', { name: 'Send OTP Link' }));
    expect(
      await within(dialog).findByText(english._(loginErrors.emailRequired)),
    ).toBeInTheDocument();
  });

  it("shows the server's message on success", async () => {
    const { dialog } = await send(DEMO_USER.email);
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'A password reset link has been sent to your email.',
    );
  });

  it('says OTP sent when the server gives no message', async () => {
    server.use(http.post('*/api/auth/resetPassword', () => HttpResponse.json({ status: true })));
    const { dialog } = await send(DEMO_USER.email);
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      english._(messages.resetSent),
    );
  });

  it("shows the server's message on failure", async () => {
    const { dialog } = await send('nobody@example.in');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No account found with this email.',
    );
  });

  it('falls back to the spec text', async () => {
    server.use(
      http.post('*/api/auth/resetPassword', () =>
        HttpResponse.json({ status: false }, { status: 500 }),
      ),
    );
    const { dialog } = await send(DEMO_USER.email);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      english._(messages.resetFailed),
    );
  });

  it('marks the button busy while the link is being sent', async () => {
    let answer: (response: Response) => void = () => {};
    server.use(
      http.post(
        '*/api/auth/resetPassword',
        () => new Promise<Response>((resolve) => (answer = resolve)),
      ),
    );
    const { dialog } = await send(DEMO_USER.email);
    expect(await within(dialog).findByRole('button', { name: 'Sending...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    answer(HttpResponse.json({ status: true, message: 'Link sent' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Link sent');
    expect(within(dialog).getByRole('button', { name: 'Send OTP Link' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  });

  it('leads back to the login modal, whose closing returns focus to what opened the first', async () => {
    const { user, dialog } = await openForgotPassword();
    await user.click(within(dialog).getByRole('button', { name: 'Back to login' }));
    const login = await screen.findByRole('dialog', { name: 'Login' });
    await user.click(within(login).getByRole('button', { name: 'Close login' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open login' })).toHaveFocus());
  });
});
