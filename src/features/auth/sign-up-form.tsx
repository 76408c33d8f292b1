import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from '@/i18n/navigation';
import { toast } from '@/lib/toast';
import { register as registerAccount } from '@/api/auth';
import { ApiError } from '@/api/client';
import { TextField } from '@/components/text-field';
import { SubmitButton } from '@/components/submit-button';
import { messages } from '@/config/messages';
import { translate } from '@/i18n/catalogs';
import { paths } from '@/config/paths';
import { phoneInput } from '@/lib/form-rules';
import { emptySignUp, signUpSchema, type SignUpValues } from './sign-up-schema';

/** The spec's pause between the success toast and going home (section 9). */
const SIGN_UP_REDIRECT_MS = 2000;

const REGISTERED = msg`Registration successful! You can now log in.`;

const failureText = (error: unknown) =>
  error instanceof ApiError ? error.message : translate(messages.signupFailed);

export function SignUpForm() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const {
    register,
    handleSubmit,
    reset,
    clearErrors,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(signUpSchema),
    defaultValues: emptySignUp,
    // The spec clears a field's error as soon as it is edited; the rules run again on submit.
    reValidateMode: 'onSubmit',
  });

  const registration = useMutation({
    mutationFn: registerAccount,
    onSuccess: (message) => toast.success(message ?? t(REGISTERED)),
    onError: (error) => toast.error(failureText(error)),
  });
  const registered = registration.isSuccess;

  // After a successful registration: a moment to read the toast, then a clean form and home.
  useEffect(() => {
    if (!registered) return;
    const timer = window.setTimeout(() => {
      reset(emptySignUp);
      navigate(paths.home.href());
    }, SIGN_UP_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [registered, reset, navigate]);

  const field = (name: keyof SignUpValues) =>
    register(name, {
      onChange: () => {
        clearErrors(name);
        // Editing clears the server's refusal; a success (the form is on its way home) stays.
        if (registration.isError) registration.reset();
      },
    });

  const submit = handleSubmit(
    ({ name, phone, email, password }) => registration.mutate({ name, phone, email, password }),
    () => {
      toast.error(t(messages.signupFormInvalid));
    },
  );

  return (
    <form method="post" className="auth-form" onSubmit={submit} noValidate aria-label={t`Sign up`}>
      <TextField
        label={t`Name`}
        autoComplete="name"
        error={errors.name?.message}
        {...field('name')}
      />
      <TextField
        label={t`Phone`}
        type="tel"
        autoComplete="tel-national"
        hint={t`10-digit mobile number (+91 or a leading 0 is fine)`}
        error={errors.phone?.message}
        {...phoneInput(field('phone'))}
      />
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...field('email')}
      />
      <TextField
        label={t`Password`}
        type="password"
        autoComplete="new-password"
        hint={t`At least 6 characters`}
        error={errors.password?.message}
        {...field('password')}
      />
      <TextField
        label={t`Confirm Password`}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...field('confirmPassword')}
      />
      {registration.isError && (
        <p className="alert alert--error" role="alert">
          {failureText(registration.error)}
        </p>
      )}
      <SubmitButton className="button button--block" busy={registration.isPending || registered}>
        {registered ? t`Redirecting...` : registration.isPending ? t`Signing up...` : t`Sign Up`}
      </SubmitButton>
    </form>
  );
}
