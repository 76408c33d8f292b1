import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { serverMessageOr } from '@/components/api-error-text';
import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { email, indianPhone, isCompletePhone, phoneInput, requiredText } from '@/lib/form-rules';
import { z } from '@/lib/zod';
import { sendEnquiry } from '@/api/content';
import { TextAreaField, TextField } from '@/components/text-field';
import { SubmitButton } from '@/components/submit-button';
import { messages } from '@/config/messages';
import './enquiry-form.css';

export const PHONE_HINT = msg`Phone number must be 10 digits`;
/** How long the success message stays (spec section 9). */
export const ENQUIRY_SUCCESS_MS = 5000;

const enquirySchema = z.object({
  name: requiredText(msg`Name is required`),
  email: email({
    required: msg`Email is required`,
    invalid: msg`Please enter a valid email address`,
  }),
  // As typed ('+91 98111 22233'); the parsed value is the 10 digits sent.
  phone: indianPhone({ required: msg`Phone number is required`, invalid: PHONE_HINT }),
  subject: requiredText(msg`Subject is required`),
  message: requiredText(msg`Message is required`),
});
export type EnquiryValues = z.input<typeof enquirySchema>;

const EMPTY: EnquiryValues = { name: '', email: '', phone: '', subject: '', message: '' };

/** The contact page's enquiry form: sending → success (5 s, form reset) or error (typed text kept). */
export function EnquiryForm() {
  const { t } = useLingui();
  const {
    register,
    handleSubmit,
    reset,
    control,
    formState: { errors },
  } = useForm<EnquiryValues>({ resolver: zodResolver(enquirySchema), defaultValues: EMPTY });

  const enquiry = useMutation({
    mutationFn: sendEnquiry,
    onSuccess: () => reset(EMPTY),
  });

  // The success message stays for a while, then the form is as new.
  const { isSuccess, reset: forgetEnquiry } = enquiry;
  useEffect(() => {
    if (!isSuccess) return;
    const timer = setTimeout(forgetEnquiry, ENQUIRY_SUCCESS_MS);
    return () => clearTimeout(timer);
  }, [isSuccess, forgetEnquiry]);

  const typedPhone = useWatch({ control, name: 'phone' });
  // The hint gives way to the error, which says the same once the form is sent.
  const phoneHint =
    !errors.phone && typedPhone.trim() && !isCompletePhone(typedPhone) ? t(PHONE_HINT) : undefined;

  return (
    <form
      method="post"
      className="enquiry-form"
      onSubmit={handleSubmit((values) => enquiry.mutate(values))}
      noValidate
      aria-labelledby="enquiry-title"
    >
      <h2 id="enquiry-title" className="enquiry-form__title">
        <Trans>Send us a message</Trans>
      </h2>
      <p className="enquiry-form__intro">
        <Trans>All fields are required. We usually reply within one business day.</Trans>
      </p>
      <div className="enquiry-form__grid">
        <TextField
          label={t`Name`}
          required
          autoComplete="name"
          error={errors.name?.message}
          {...register('name')}
        />
        <TextField
          label={t`Email`}
          type="email"
          required
          autoComplete="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={t`Phone number`}
          type="tel"
          required
          autoComplete="tel-national"
          hint={phoneHint}
          error={errors.phone?.message}
          {...phoneInput(register('phone'))}
        />
        <TextField
          label={t`Subject`}
          required
          error={errors.subject?.message}
          {...register('subject')}
        />
        <TextAreaField
          label={t`Message`}
          className="enquiry-form__wide"
          rows={6}
          required
          error={errors.message?.message}
          {...register('message')}
        />
      </div>
      <div className="enquiry-form__actions">
        <SubmitButton busy={enquiry.isPending}>
          {enquiry.isPending ? t`Sending...` : t`Send Message`}
        </SubmitButton>
      </div>
      <div role="status" className="enquiry-form__status">
        {enquiry.isSuccess && <p className="alert alert--success">{t(messages.enquirySent)}</p>}
      </div>
      {enquiry.isError && (
        <p role="alert" className="alert alert--error">
          {serverMessageOr(enquiry.error, t(messages.enquiryFailed))}
        </p>
      )}
    </form>
  );
}
