import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useId, useState } from 'react';
import { useForm, useWatch, type UseFormRegisterReturn } from 'react-hook-form';
import { indianPhone, isCompletePhone } from '@/lib/form-rules';
import { z } from '@/lib/zod';
import { sendEnquiry } from '@/api/content';
import { messages } from '@/config/messages';
import './enquiry-form.css';

export const PHONE_HINT = 'Phone number must be 10 digits';
/** How long the success message stays (spec section 9). */
export const ENQUIRY_SUCCESS_MS = 5000;

const required = (label: string) =>
  z.string().check(z.trim(), z.minLength(1, `${label} is required`));

export const enquirySchema = z.object({
  name: required('Name'),
  email: required('Email').check(
    z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/, 'Please enter a valid email address'),
  ),
  // As typed ('+91 98111 22233'); the parsed value is the 10 digits sent.
  phone: indianPhone({ required: 'Phone number is required', invalid: PHONE_HINT }),
  subject: required('Subject'),
  message: required('Message'),
});
export type EnquiryValues = z.input<typeof enquirySchema>;

const EMPTY: EnquiryValues = { name: '', email: '', phone: '', subject: '', message: '' };

type Status = 'idle' | 'sending' | 'success' | 'error';

type FieldProps = {
  label: string;
  registration: UseFormRegisterReturn;
  error?: string;
  hint?: string;
  multiline?: boolean;
} & Pick<
  React.InputHTMLAttributes<HTMLInputElement>,
  'type' | 'autoComplete' | 'inputMode' | 'maxLength'
>;

function Field({ label, registration, error, hint, multiline = false, ...inputProps }: FieldProps) {
  const id = useId();
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const shared = {
    id,
    required: true,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy,
    ...registration,
  };
  return (
    <div className={`field ${multiline ? 'enquiry-form__wide' : ''}`}>
      <label htmlFor={id}>{label}</label>
      {multiline ? <textarea rows={6} {...shared} /> : <input {...inputProps} {...shared} />}
      {error ? (
        <p id={`${id}-error`} className="field__error">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="field__hint">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

/** The contact page's enquiry form: idle → sending → success (5 s, form reset) or error (typed text kept). */
export function EnquiryForm() {
  const [status, setStatus] = useState<Status>('idle');
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<EnquiryValues>({ resolver: zodResolver(enquirySchema), defaultValues: EMPTY });

  useEffect(() => {
    if (status !== 'success') return;
    const timer = setTimeout(() => setStatus('idle'), ENQUIRY_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [status]);

  const typedPhone = useWatch({ control, name: 'phone' });
  const phoneHint = typedPhone.trim() && !isCompletePhone(typedPhone) ? PHONE_HINT : undefined;

  async function submit(values: EnquiryValues) {
    setStatus('sending');
    try {
      await sendEnquiry(values);
      reset(EMPTY);
      setStatus('success');
    } catch {
      setStatus('error');
    }
  }

  return (
    <form
      className="enquiry-form"
      onSubmit={handleSubmit(submit)}
      noValidate
      aria-labelledby="enquiry-title"
    >
      <h2 id="enquiry-title" className="enquiry-form__title">
        Send us a message
      </h2>
      <p className="enquiry-form__intro">
        All fields are required. We usually reply within one business day.
      </p>
      <div className="enquiry-form__grid">
        <Field
          label="Name"
          registration={register('name')}
          error={errors.name?.message}
          autoComplete="name"
        />
        <Field
          label="Email"
          type="email"
          registration={register('email')}
          error={errors.email?.message}
          autoComplete="email"
        />
        <Field
          label="Phone number"
          type="tel"
          autoComplete="tel-national"
          registration={register('phone')}
          error={errors.phone?.message}
          hint={phoneHint}
        />
        <Field label="Subject" registration={register('subject')} error={errors.subject?.message} />
        <Field
          label="Message"
          multiline
          registration={register('message')}
          error={errors.message?.message}
        />
      </div>
      <div className="enquiry-form__actions">
        <button type="submit" className="button" disabled={status === 'sending'}>
          {status === 'sending' ? 'Sending...' : 'Send Message'}
        </button>
      </div>
      <div role="status" className="enquiry-form__status">
        {status === 'success' && <p className="alert alert--success">{messages.enquirySent}</p>}
      </div>
      {status === 'error' && (
        <p role="alert" className="alert alert--error">
          {messages.enquiryFailed}
        </p>
      )}
    </form>
  );
}
