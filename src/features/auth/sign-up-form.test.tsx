import { english, screen, waitFor, within } from '@tests/testing-library';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { messages } from '@/config/messages';
import { db, DEMO_USER } from '@/mocks/db';
import { server } from '@/mocks/node';
import { renderWithProviders } from '@tests/render-with-providers';
import { signUpErrors } from './sign-up-schema';
import { AuthDialogs } from './auth-dialogs';
import { SignUpPage } from './sign-up-page';

const shopper = {
  name: 'Meera Iyer',
  phone: '9123456780',
  email: 'meera@example.in',
  password: 'tulsi123',
};

function renderSignUp() {
  const user = userEvent.setup();
  const view = renderWithProviders(
    <>
      <SignUpPage />
      <AuthDialogs />
    </>,
    {
      route: '/sign-up',
      path: '/sign-up',
      routes: [{ path: '/', element: <p>Home page</p> }],
    },
  );
  const form = screen.getByRole('form', { name: 'Sign up' });
  const input = (label: string) => within(form).getByLabelText(label);
  return { user, view, form, input };
}

async function fill(
  { user, input }: ReturnType<typeof renderSignUp>,
  values: Partial<Record<'Name' | 'Phone' | 'Email' | 'Password' | 'Confirm Password', string>>,
) {
  for (const [label, value] of Object.entries(values)) {
    await user.clear(input(label));
    if (value) await user.type(input(label), value);
  }
}

const allValid = {
  Name: shopper.name,
  Phone: shopper.phone,
  Email: shopper.email,
  Password: shopper.password,
  'Confirm Password': shopper.password,
};

/** Collects the paths of requests the mock API receives. */
function recordRequests() {
  const seen: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    seen.push(new URL(request.url).pathname);
  };
  server.events.on('request:start', listener);
  return { seen, stop: () => server.events.removeListener('request:start', listener) };
}

function errorOf(input: HTMLElement) {
  const id = input.getAttribute('aria-describedby') ?? '';
  return id
    .split(' ')
    .map((part) => document.getElementById(part))
    .find((element) => element?.classList.contains('field__error'))?.textContent;
}

describe('sign-up form', () => {
  it('shows every required message, a failure toast, and sends nothing', async () => {
    const requests = recordRequests();
    const page = renderSignUp();
    await page.user.click(within(page.form).getByRole('button', { name: 'Sign Up' }));

    expect(
      await within(page.form).findByText(english._(signUpErrors.nameRequired)),
    ).toBeInTheDocument();
    expect(within(page.form).getByText(english._(signUpErrors.phoneRequired))).toBeInTheDocument();
    expect(within(page.form).getByText(english._(signUpErrors.emailRequired))).toBeInTheDocument();
    expect(
      within(page.form).getByText(english._(signUpErrors.passwordRequired)),
    ).toBeInTheDocument();
    expect(
      within(page.form).getByText(english._(signUpErrors.confirmRequired)),
    ).toBeInTheDocument();
    expect(await screen.findByText(english._(messages.signupFormInvalid))).toBeInTheDocument();
    expect(page.input('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(errorOf(page.input('Name'))).toBe(english._(signUpErrors.nameRequired));
    expect(requests.seen).not.toContain('/api/auth/send_otp');
    requests.stop();
  });

  it('treats a name of spaces as missing', async () => {
    const page = renderSignUp();
    await fill(page, { ...allValid, Name: '   ' });
    await page.user.click(within(page.form).getByRole('button', { name: 'Sign Up' }));
    expect(
      await within(page.form).findByText(english._(signUpErrors.nameRequired)),
    ).toBeInTheDocument();
  });

  it('keeps the digits of a phone typed with +91 and spaces, and registers its 10 digits', async () => {
    const page = renderSignUp();
    await fill(page, { ...allValid, Phone: '+91 91234 56780' });
    expect(page.input('Phone')).toHaveValue('9123456780');
    await page.user.click(within(page.form).getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    expect(db.data.users.find((user) => user.email === shopper.email)?.phone).toBe(shopper.phone);
  });

  it('strips what is not a digit from the phone and stops at 10 digits', async () => {
    const page = renderSignUp();
    await fill(page, { ...allValid, Phone: 'tel 98765-43210 99' });
    expect(page.input('Phone')).toHaveValue('9876543210');
  });

  it('asks for exactly 10 phone digits', async () => {
    const page = renderSignUp();
    await fill(page, { ...allValid, Phone: '98765' });
    await page.user.click(within(page.form).getByRole('button', { name: 'Sign Up' }));
    expect(
      await within(page.form).findByText(english._(signUpErrors.phoneLength)),
    ).toBeInTheDocument();
    expect(errorOf(page.input('Phone'))).toBe(english._(signUpErrors.phoneLength));
  });

  it.each(['meera', 'meera@example', 'meera example.in', '@example.in'])(
    'rejects the email %j',
    async (email) => {
      const page = renderSignUp();
      await fill(page, { ...allValid, Email: email });
      await page.user.click(within(page.form).getByRole('button', { name: 'Sign Up' }));
      expect(
        await within(page.form).findByText(english._(signUpErrors.emailInvalid)),
      ).toBeInTheDocument();
    },
  );

  it('asks for a password of at least 6 characters', async () => {
    const page = renderSignUp();
    await fill(page, { ...allValid, Password: 'abc12', 'Confirm Password': 'abc12' });
    await page.user.click(within(page.form).getByRole('button', { name: 'Sign Up' }));
    expect(
      await within(page.form).findByText(english._(signUpErrors.passwordLength)),
    ).toBeInTheDocument();
  });

  it('says when the passwords do not match', async () => {
    const page = renderSignUp();
    await fill(page, { ...allValid, 'Confirm Password': 'tulsi124' });
    await page.user.click(within(page.form).getByRole('button', { name: 'Sign Up' }));
    expect(
      await within(page.form).findByText(english._(signUpErrors.passwordsDiffer)),
    ).toBeInTheDocument();
    expect(errorOf(page.input('Confirm Password'))).toBe(english._(signUpErrors.passwordsDiffer));
  });

  it('clears a field error as soon as the field is edited', async () => {
    const page = renderSignUp();
    await page.user.click(within(page.form).getByRole('button', { name: 'Sign Up' }));
    expect(
      await within(page.form).findByText(english._(signUpErrors.phoneRequired)),
    ).toBeInTheDocument();
    await page.user.type(page.input('Phone'), '9');
    expect(
      within(page.form).queryByText(english._(signUpErrors.phoneRequired)),
    ).not.toBeInTheDocument();
    expect(
      within(page.form).queryByText(english._(signUpErrors.phoneLength)),
    ).not.toBeInTheDocument();
    expect(page.input('Phone')).not.toHaveAttribute('aria-invalid');
    // The other fields keep theirs until edited.
    expect(within(page.form).getByText(english._(signUpErrors.nameRequired))).toBeInTheDocument();
  });

  it('registers, toasts, then after 2 s clears the form and goes home', async () => {
    const page = renderSignUp();
    await fill(page, allValid);
    await page.user.click(within(page.form).getByRole('button', { name: 'Sign Up' }));

    expect(await screen.findByText('Registration successful')).toBeInTheDocument();
    expect(within(page.form).getByRole('button', { name: 'Redirecting...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(
      db.data.users.some((user) => user.email === shopper.email && user.phone === shopper.phone),
    ).toBe(true);
    // Still here just before 2 s.
    expect(screen.queryByText('Home page')).not.toBeInTheDocument();
    expect(await screen.findByText('Home page', {}, { timeout: 3000 })).toBeInTheDocument();
    expect(page.view.location().pathname).toBe('/');
  });

  it("shows the server's message when it gives one", async () => {
    const page = renderSignUp();
    await fill(page, { ...allValid, Email: DEMO_USER.email });
    await page.user.click(within(page.form).getByRole('button', { name: 'Sign Up' }));
    const alert = await within(page.form).findByRole('alert');
    expect(alert).toHaveTextContent('An account with this email or phone already exists.');
    // Nothing typed is lost.
    expect(page.input('Email')).toHaveValue(DEMO_USER.email);
    expect(page.input('Name')).toHaveValue(shopper.name);
  });

  it.each([
    [400, english._(messages.signupInvalid)],
    [409, english._(messages.signupExists)],
    [500, english._(messages.signupFailed)],
  ])('maps a %i without a message to the spec text', async (status, text) => {
    server.use(
      http.post('*/api/auth/send_otp', () => HttpResponse.json({ status: false }, { status })),
    );
    const page = renderSignUp();
    await fill(page, allValid);
    await page.user.click(within(page.form).getByRole('button', { name: 'Sign Up' }));
    expect(await within(page.form).findByRole('alert')).toHaveTextContent(text);
    await waitFor(() => expect(screen.getAllByText(text)).toHaveLength(2)); // inline and toast
  });

  it('disables the button while the registration is on its way, then offers it again', async () => {
    let answer: (response: Response) => void = () => {};
    server.use(
      http.post(
        '*/api/auth/send_otp',
        () => new Promise<Response>((resolve) => (answer = resolve)),
      ),
    );
    const page = renderSignUp();
    await fill(page, allValid);
    await page.user.click(within(page.form).getByRole('button', { name: 'Sign Up' }));
    expect(await within(page.form).findByRole('button', { name: 'Signing up...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    answer(HttpResponse.json({ status: false }, { status: 500 }));
    expect(await within(page.form).findByRole('alert')).toHaveTextContent(
      english._(messages.signupFailed),
    );
    expect(within(page.form).getByRole('button', { name: 'Sign Up' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  });

  it("clears the server's message once a field is edited", async () => {
    const page = renderSignUp();
    await fill(page, { ...allValid, Email: DEMO_USER.email });
    await page.user.click(within(page.form).getByRole('button', { name: 'Sign Up' }));
    expect(await within(page.form).findByRole('alert')).toBeInTheDocument();
    await page.user.type(page.input('Email'), 'x');
    expect(within(page.form).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers the login modal', async () => {
    const page = renderSignUp();
    await page.user.click(screen.getByRole('button', { name: 'Log in' }));
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    expect(within(dialog).getByLabelText('Email')).toBeInTheDocument();
  });
});
