import { useId, useState, type FormEvent } from 'react';
import { subscribeToNewsletter } from '@/api/content';
import { ApiError } from '@/api/client';
import { messages } from '@/config/messages';

type Status =
  | { kind: 'idle' | 'sending' }
  | { kind: 'success' | 'error'; text: string }
  /** The address itself is wrong (empty, or not an email by the input's own rules). */
  | { kind: 'invalid'; text: string };

type NewsletterFormProps = {
  /** Id of the heading that names the form. */
  headingId?: string;
  compact?: boolean;
};

/** Server said no (status false or a 4xx with a message): its message; anything else is an exception. */
function failureText(error: unknown) {
  return error instanceof ApiError && error.kind === 'rejected'
    ? error.message
    : messages.newsletterException;
}

/** Newsletter sign-up with the spec's messages (sections 5 and 8). */
export function NewsletterForm({ headingId, compact = false }: NewsletterFormProps) {
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const inputId = useId();
  const messageId = useId();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = event.currentTarget.elements.namedItem('email');
    const value = email.trim();
    // Beyond "not empty", only the email input type's own check applies.
    const typeMismatch = input instanceof HTMLInputElement && input.validity.typeMismatch;
    if (!value || typeMismatch) {
      setStatus({ kind: 'invalid', text: messages.newsletterEmpty });
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      await subscribeToNewsletter(value);
      setStatus({ kind: 'success', text: messages.newsletterSuccess });
      setEmail('');
    } catch (error) {
      setStatus({ kind: 'error', text: failureText(error) });
    }
  }

  const tone = status.kind === 'invalid' ? 'error' : status.kind;

  return (
    <form
      className={`newsletter ${compact ? 'newsletter--compact' : ''}`}
      onSubmit={handleSubmit}
      noValidate
      aria-labelledby={headingId}
    >
      <label htmlFor={inputId} className="visually-hidden">
        Email address
      </label>
      <div className="newsletter__row">
        <input
          id={inputId}
          type="email"
          name="email"
          autoComplete="email"
          placeholder="Enter your email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          aria-describedby={messageId}
          aria-invalid={status.kind === 'invalid' || undefined}
        />
        <button type="submit" className="button" disabled={status.kind === 'sending'}>
          {status.kind === 'sending' ? 'Subscribing...' : 'Subscribe'}
        </button>
      </div>
      <p
        id={messageId}
        className={`newsletter__message form-message form-message--${tone}`}
        role="status"
      >
        {'text' in status ? status.text : ''}
      </p>
    </form>
  );
}
