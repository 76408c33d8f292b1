import { useId, useState, type FormEvent } from 'react';
import { subscribeToNewsletter } from '@/api/content';
import { ApiError } from '@/api/client';
import { messages } from '@/config/messages';

type Status = { kind: 'idle' | 'sending' } | { kind: 'success' | 'error'; text: string };

type NewsletterFormProps = { headingId?: string; compact?: boolean };

/** Newsletter sign-up with the spec's messages (section 8). */
export function NewsletterForm({ compact = false }: NewsletterFormProps) {
  const [email, setEmail] = useState('');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const inputId = useId();
  const messageId = useId();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const value = email.trim();
    if (!value) {
      setStatus({ kind: 'error', text: messages.newsletterEmpty });
      return;
    }
    setStatus({ kind: 'sending' });
    try {
      await subscribeToNewsletter(value);
      setStatus({ kind: 'success', text: messages.newsletterSuccess });
      setEmail('');
    } catch (error) {
      const text =
        error instanceof ApiError
          ? error.kind === 'rejected'
            ? error.message
            : messages.newsletterException
          : messages.newsletterException;
      setStatus({ kind: 'error', text });
    }
  }

  return (
    <form className={`newsletter ${compact ? 'newsletter--compact' : ''}`} onSubmit={handleSubmit} noValidate>
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
          aria-invalid={status.kind === 'error' || undefined}
        />
        <button type="submit" className="button" disabled={status.kind === 'sending'}>
          {status.kind === 'sending' ? 'Subscribing...' : 'Subscribe'}
        </button>
      </div>
      <p id={messageId} className={`newsletter__message form-message form-message--${status.kind}`} role="status">
        {'text' in status ? status.text : ''}
      </p>
    </form>
  );
}
