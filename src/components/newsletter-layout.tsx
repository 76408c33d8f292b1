import { useLingui } from '@lingui/react/macro';
import { useId, type ComponentPropsWithRef } from 'react';
import { TextField } from './text-field';
import { SubmitButton } from './submit-button';
import './newsletter.css';

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
  const { t } = useLingui();
  const messageId = useId();
  return (
    <>
      <div className="newsletter__row">
        <TextField
          label={t`Email address`}
          hideLabel
          className="newsletter__field"
          type="email"
          autoComplete="email"
          placeholder={t`Enter your email`}
          // Every outcome (the rule's message, thanks, failure) is said in the one message below.
          aria-describedby={messageId}
          disabled={waiting}
          {...input}
        />
        <SubmitButton busy={sending || waiting}>
          {sending ? t`Subscribing...` : t`Subscribe`}
        </SubmitButton>
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
