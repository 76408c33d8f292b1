import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { register as registerAccount } from '@/api/auth';
import { ApiError } from '@/api/client';
import { messages } from '@/config/messages';
import { paths } from '@/config/paths';
import { emptySignUp, signUpSchema, type SignUpValues } from './sign-up-schema';
import { TextField } from '@/components/text-field';

/** The spec's pause between the success toast and going home (section 9). */
export const SIGN_UP_REDIRECT_MS = 2000;

const REGISTERED = 'Registration successful! You can now log in.';

export function SignUpForm() {
  const navigate = useNavigate();
  const [serverError, setServerError] = useState<string | null>(null);
  const [registered, setRegistered] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(signUpSchema),
    defaultValues: emptySignUp,
    // The spec clears a field's error as soon as it is edited; the rules run again on submit.
    reValidateMode: 'onSubmit',
  });

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
        setServerError(null);
      },
    });

  const submit = handleSubmit(
    async (values) => {
      setServerError(null);
      try {
        const message = await registerAccount({
          name: values.name,
          phone: values.phone,
          email: values.email,
          password: values.password,
        });
        toast.success(message ?? REGISTERED);
        setRegistered(true);
      } catch (error) {
        const text = error instanceof ApiError ? error.message : messages.signupFailed;
        setServerError(text);
        toast.error(text);
      }
    },
    () => {
      toast.error(messages.signupFormInvalid);
    },
  );

  const busy = isSubmitting || registered;

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label="Sign up">
      <TextField label="Name" autoComplete="name" error={errors.name?.message} {...field('name')} />
      <TextField
        label="Phone"
        type="tel"
        autoComplete="tel-national"
        hint="10-digit mobile number (+91 or a leading 0 is fine)"
        error={errors.phone?.message}
        {...field('phone')}
      />
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...field('email')}
      />
      <TextField
        label="Password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters"
        error={errors.password?.message}
        {...field('password')}
      />
      <TextField
        label="Confirm Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...field('confirmPassword')}
      />
      {serverError && (
        <p className="alert alert--error" role="alert">
          {serverError}
        </p>
      )}
      <button type="submit" className="button button--block" disabled={busy}>
        {registered ? 'Redirecting...' : isSubmitting ? 'Signing up...' : 'Sign Up'}
      </button>
    </form>
  );
}
