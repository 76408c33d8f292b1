import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { subscribeToNewsletter } from '@/api/content';
import { ApiError } from '@/api/client';
import { messages } from '@/config/messages';
import {
  NewsletterFields,
  newsletterClassName,
  type NewsletterFormProps,
} from './newsletter-layout';

type NewsletterValues = { email: string };

/**
 * The check an `<input type="email">` makes (the HTML standard's "valid email address"). The
 * spec asks for nothing beyond it; the form makes it itself so that it shows the spec's message.
 */
const EMAIL_INPUT_TYPE =
  /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$/;

/** Server said no (status false or a 4xx with a message): its message; anything else is an exception. */
function failureText(error: unknown) {
  return error instanceof ApiError && error.kind === 'rejected'
    ? error.message
    : messages.newsletterException;
}

/** Newsletter sign-up on react-hook-form, with the spec's messages (sections 5 and 8). */
export function NewsletterSubscribe({ headingId, compact }: NewsletterFormProps) {
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<NewsletterValues>({ defaultValues: { email: '' }, reValidateMode: 'onSubmit' });
  const subscription = useMutation({
    mutationFn: subscribeToNewsletter,
    onSuccess: () => reset(),
  });

  const submit = handleSubmit(
    ({ email }) => subscription.mutate(email.trim()),
    // A 'Thank you' or failure from before must not stand beside a new validation message.
    () => subscription.reset(),
  );

  const invalid = errors.email?.message;
  const [tone, text] = invalid
    ? (['error', invalid] as const)
    : subscription.isSuccess
      ? (['success', messages.newsletterSuccess] as const)
      : subscription.isError
        ? (['error', failureText(subscription.error)] as const)
        : ([subscription.isPending ? 'sending' : 'idle', ''] as const);

  return (
    <form
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
          ...register('email', {
            // Beyond "not empty", only the email input type's own check applies (spec section 5).
            validate: (value) => EMAIL_INPUT_TYPE.test(value.trim()) || messages.newsletterEmpty,
          }),
        }}
      />
    </form>
  );
}
