import { useId, type ComponentPropsWithRef } from 'react';

export type NewsletterFormProps = {
  /** Id of the heading that names the form. */
  headingId?: string;
  compact?: boolean;
};

export const newsletterClassName = (compact = false) =>
  `newsletter ${compact ? 'newsletter--compact' : ''}`;

type NewsletterFieldsProps = {
  input: ComponentPropsWithRef<'input'>;
  sending?: boolean;
  /** The controls wait for the form's code. */
  waiting?: boolean;
  tone: 'idle' | 'sending' | 'success' | 'error';
  text: string;
};

/** The newsletter's field, button and message: in the form, and in its stand-in while the form's code loads. */
export function NewsletterFields({
  input,
  sending = false,
  waiting = false,
  tone,
  text,
}: NewsletterFieldsProps) {
  const inputId = useId();
  const messageId = useId();
  return (
    <>
      <label htmlFor={inputId} className="visually-hidden">
        Email address
      </label>
      <div className="newsletter__row">
        <input
          id={inputId}
          type="email"
          autoComplete="email"
          placeholder="Enter your email"
          aria-describedby={messageId}
          disabled={waiting}
          {...input}
        />
        <button type="submit" className="button" disabled={sending || waiting}>
          {sending ? 'Subscribing...' : 'Subscribe'}
        </button>
      </div>
      <p
        id={messageId}
        className={`newsletter__message form-message form-message--${tone}`}
        role="status"
      >
        {text}
      </p>
    </>
  );
}
