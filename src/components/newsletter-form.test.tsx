import { english, screen, waitFor } from '@tests/testing-library';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { messages } from '@/config/messages';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { renderWithProviders } from '@tests/render-with-providers';
import { NewsletterForm } from './newsletter-form';

const NEWSLETTER_URL = '*/api/web/createEnquiryCall';

async function setup() {
  const user = userEvent.setup();
  renderWithProviders(<NewsletterForm />);
  // The form's code loads after the first screen; until then a disabled stand-in shows.
  await waitFor(() => expect(screen.getByLabelText('Email address')).toBeEnabled());
  const input = screen.getByLabelText('Email address');
  const subscribe = () => user.click(screen.getByRole('button', { name: 'Subscribe' }));
  return { user, input, subscribe };
}

describe('NewsletterForm', () => {
  it('asks for a valid email when the field is empty, without calling the server', async () => {
    let called = false;
    server.use(
      http.post(NEWSLETTER_URL, () => {
        called = true;
        return HttpResponse.json({ status: true });
      }),
    );
    const { input, subscribe } = await setup();
    await subscribe();
    expect(await screen.findByText(english._(messages.newsletterEmpty))).toBeInTheDocument();
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(english._(messages.newsletterEmpty));
    expect(called).toBe(false);
  });

  it('applies the email input type to what was typed', async () => {
    const { user, input, subscribe } = await setup();
    await user.type(input, 'not-an-email');
    await subscribe();
    expect(await screen.findByText(english._(messages.newsletterEmpty))).toBeInTheDocument();
  });

  it('thanks the shopper and clears the field on success', async () => {
    const { user, input, subscribe } = await setup();
    await user.type(input, 'Reader@Example.in');
    await subscribe();
    expect(await screen.findByText(english._(messages.newsletterSuccess))).toBeInTheDocument();
    expect(input).toHaveValue('');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(db.data.subscribers).toContain('reader@example.in');
  });

  it("shows the server's message when it says no", async () => {
    db.data.subscribers.push('reader@example.in');
    const { user, input, subscribe } = await setup();
    await user.type(input, 'reader@example.in');
    await subscribe();
    expect(await screen.findByText('This email is already subscribed.')).toBeInTheDocument();
    expect(input).toHaveValue('reader@example.in');
  });

  it('falls back to the spec text when the server says no without a message', async () => {
    server.use(http.post(NEWSLETTER_URL, () => HttpResponse.json({ status: false })));
    const { user, input, subscribe } = await setup();
    await user.type(input, 'reader@example.in');
    await subscribe();
    expect(await screen.findByText(english._(messages.newsletterFailed))).toBeInTheDocument();
  });

  it("shows the server's message with a server error too, and the exception text without one", async () => {
    server.use(
      http.post(NEWSLETTER_URL, () =>
        HttpResponse.json({ status: false, message: 'Newsletter paused.' }, { status: 503 }),
      ),
    );
    const { user, input, subscribe } = await setup();
    await user.type(input, 'reader@example.in');
    await subscribe();
    expect(await screen.findByText('Newsletter paused.')).toBeInTheDocument();

    server.use(http.post(NEWSLETTER_URL, () => new HttpResponse('Bad gateway', { status: 502 })));
    await subscribe();
    expect(await screen.findByText(english._(messages.newsletterException))).toBeInTheDocument();
  });

  it('shows the exception text when the call fails outright', async () => {
    server.use(http.post(NEWSLETTER_URL, () => HttpResponse.error()));
    const { user, input, subscribe } = await setup();
    await user.type(input, 'reader@example.in');
    await subscribe();
    expect(await screen.findByText(english._(messages.newsletterException))).toBeInTheDocument();
  });

  it('disables the button while sending', async () => {
    let release: () => void = () => {};
    server.use(
      http.post(NEWSLETTER_URL, async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ status: true });
      }),
    );
    const { user, input, subscribe } = await setup();
    await user.type(input, 'reader@example.in');
    await subscribe();
    expect(await screen.findByRole('button', { name: 'Subscribing...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    release();
    await waitFor(() =>
      expect(screen.getByText(english._(messages.newsletterSuccess))).toBeInTheDocument(),
    );
  });
});

describe('NewsletterForm validation', () => {
  it('keeps a validation message until the next submit, then subscribes', async () => {
    const { user, input, subscribe } = await setup();
    await subscribe();
    expect(await screen.findByText(english._(messages.newsletterEmpty))).toBeInTheDocument();
    // Validation runs on submit only: typing does not clear or re-check the message.
    await user.type(input, 'reader');
    expect(screen.getByText(english._(messages.newsletterEmpty))).toBeInTheDocument();
    await user.type(input, '@example.in');
    await subscribe();
    expect(await screen.findByText(english._(messages.newsletterSuccess))).toBeInTheDocument();
    expect(screen.queryByText(english._(messages.newsletterEmpty))).not.toBeInTheDocument();
  });

  it('replaces an earlier thank-you with the validation message', async () => {
    const { user, input, subscribe } = await setup();
    await user.type(input, 'reader@example.in');
    await subscribe();
    expect(await screen.findByText(english._(messages.newsletterSuccess))).toBeInTheDocument();
    await subscribe();
    expect(await screen.findByText(english._(messages.newsletterEmpty))).toBeInTheDocument();
    expect(screen.queryByText(english._(messages.newsletterSuccess))).not.toBeInTheDocument();
  });
});
