import { useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { emailAsInputType } from '@/lib/form-rules';
import { z } from '@/lib/zod';
import { subscribeToNewsletter } from '@/api/content';
import { ApiError } from '@/api/client';
import { messages } from '@/config/messages';
import { translate } from '@/i18n/catalogs';
import {
  NewsletterFields,
  newsletterClassName,
  type NewsletterFormProps,
} from './newsletter-layout';

// Beyond "not empty", only the email input type's own check applies (spec section 5); the form
// makes it itself so that it shows the spec's message.
const newsletterSchema = z.object({ email: emailAsInputType(messages.newsletterEmpty) });

/**
 * The server's own message whenever it sent one, whatever the HTTP status (the contract); a "no"
 * without one is the spec's failure text (the call's fallback); no answer at all, the exception.
 */
function failureText(error: unknown) {
  if (!(error instanceof ApiError)) return translate(messages.newsletterException);
  if (error.serverMessage) return error.serverMessage;
  return error.kind === 'rejected' ? error.message : translate(messages.newsletterException);
}

/** Newsletter sign-up on react-hook-form, with the spec's messages (sections 5 and 8). */
export function NewsletterSubscribe({ headingId, compact }: NewsletterFormProps) {
  const { t } = useLingui();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(newsletterSchema),
    defaultValues: { email: '' },
    reValidateMode: 'onSubmit',
  });
  const subscription = useMutation({
    mutationFn: subscribeToNewsletter,
    onSuccess: () => reset(),
  });

  const submit = handleSubmit(
    ({ email }) => subscription.mutate(email),
    // A 'Thank you' or failure from before must not stand beside a new validation message.
    () => subscription.reset(),
  );

  const invalid = errors.email?.message;
  const [tone, text] = invalid
    ? (['error', invalid] as const)
    : subscription.isSuccess
      ? (['success', t(messages.newsletterSuccess)] as const)
      : subscription.isError
        ? (['error', failureText(subscription.error)] as const)
        : ([subscription.isPending ? 'sending' : 'idle', ''] as const);

  return (
    <form
      method="post"
      className={newsletterClassName(compact)}
      onSubmit={submit}
      noValidate
      aria-labelledby={headingId}
    >
      <NewsletterFields
        sending={subscription.isPending}
        tone={tone}
        text={text}
        input={{
          'aria-invalid': invalid ? true : undefined,
          ...register('email'),
        }}
      />
    </form>
  );
}
