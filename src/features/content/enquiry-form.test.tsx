import { act, english, screen } from '@tests/testing-library';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { messages } from '@/config/messages';
import { db } from '@/mocks/db';
import { server } from '@/mocks/node';
import { renderWithProviders } from '@tests/render-with-providers';
import { ENQUIRY_SUCCESS_MS, EnquiryForm, PHONE_HINT } from './enquiry-form';

const ENQUIRY_URL = '*/api/web/createEnquiry';

const enquiry = {
  name: 'Asha Verma',
  email: 'asha@example.in',
  phone: '9876543210',
  subject: 'Dosage question',
  message: 'How many Triphala tablets should I take a day?',
};

function setup(user = userEvent.setup()) {
  renderWithProviders(<EnquiryForm />);
  const fields = {
    name: screen.getByLabelText('Name'),
    email: screen.getByLabelText('Email'),
    phone: screen.getByLabelText('Phone number'),
    subject: screen.getByLabelText('Subject'),
    message: screen.getByLabelText('Message'),
  };
  async function fill(values = enquiry) {
    for (const [key, value] of Object.entries(values))
      await user.type(fields[key as keyof typeof fields], value);
  }
  const send = () => user.click(screen.getByRole('button', { name: 'Send Message' }));
  return { user, fields, fill, send };
}

describe('EnquiryForm', () => {
  it('requires every field and sends nothing until they are filled', async () => {
    let called = false;
    server.use(
      http.post(ENQUIRY_URL, () => {
        called = true;
        return HttpResponse.json({ status: true });
      }),
    );
    const { fields, send } = setup();
    await send();
    expect(await screen.findByText('Name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Phone number is required')).toBeInTheDocument();
    expect(screen.getByText('Subject is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    for (const field of Object.values(fields))
      expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(fields.name).toHaveAccessibleDescription('Name is required');
    expect(called).toBe(false);
  });

  it("keeps the phone's digits, up to 10, with a hint until it is a whole number", async () => {
    const { user, fields } = setup();
    await user.type(fields.phone, '98765');
    expect(screen.getByText(english._(PHONE_HINT))).toBeInTheDocument();
    expect(fields.phone).toHaveAccessibleDescription(english._(PHONE_HINT));
    await user.type(fields.phone, '-43210');
    expect(fields.phone).toHaveValue('9876543210');
    expect(screen.queryByText(english._(PHONE_HINT))).not.toBeInTheDocument();
    await user.type(fields.phone, '9x');
    expect(fields.phone).toHaveValue('9876543210');
  });

  it('sends the 10 digits of a number typed with its country code', async () => {
    const { fill, send } = setup();
    await fill({ ...enquiry, phone: '+91 98765 43210' });
    await send();
    expect(await screen.findByText(english._(messages.enquirySent))).toBeInTheDocument();
    expect(db.data.enquiries).toEqual([enquiry]);
  });

  it('rejects a partial phone number on submit', async () => {
    const { fill, send } = setup();
    await fill({ ...enquiry, phone: '98765' });
    await send();
    expect(
      await screen.findByText(english._(PHONE_HINT), { selector: '.field__error' }),
    ).toBeInTheDocument();
    expect(db.data.enquiries).toHaveLength(0);
  });

  it('sends, shows the success message, resets the form and clears the message after 5 s', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const { fields, fill, send } = setup(
      userEvent.setup({ advanceTimers: vi.advanceTimersByTime }),
    );
    await fill();
    await send();
    expect(await screen.findByText(english._(messages.enquirySent))).toBeInTheDocument();
    expect(db.data.enquiries).toEqual([enquiry]);
    for (const field of Object.values(fields)) expect(field).toHaveValue('');

    await act(() => vi.advanceTimersByTimeAsync(ENQUIRY_SUCCESS_MS - 100));
    expect(screen.getByText(english._(messages.enquirySent))).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(screen.queryByText(english._(messages.enquirySent))).not.toBeInTheDocument();
  });

  it('shows "Sending..." while the message is on its way', async () => {
    let release: () => void = () => {};
    server.use(
      http.post(ENQUIRY_URL, async () => {
        await new Promise<void>((resolve) => (release = resolve));
        return HttpResponse.json({ status: true });
      }),
    );
    const { fill, send } = setup();
    await fill();
    await send();
    expect(await screen.findByRole('button', { name: 'Sending...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    release();
    expect(await screen.findByText(english._(messages.enquirySent))).toBeInTheDocument();
  });

  it.each([
    ['without a message: the spec text', undefined, english._(messages.enquiryFailed)],
    ["with a message: the server's", 'Enquiries are paused', 'Enquiries are paused'],
  ])('shows the failure %s, and keeps what was typed', async (_, message, shown) => {
    server.use(
      http.post(ENQUIRY_URL, () => HttpResponse.json({ status: false, message }, { status: 500 })),
    );
    const { fields, fill, send } = setup();
    await fill();
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent(shown);
    expect(fields.name).toHaveValue(enquiry.name);
    expect(fields.email).toHaveValue(enquiry.email);
    expect(fields.phone).toHaveValue(enquiry.phone);
    expect(fields.subject).toHaveValue(enquiry.subject);
    expect(fields.message).toHaveValue(enquiry.message);
    expect(screen.getByRole('button', { name: 'Send Message' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  });
});
