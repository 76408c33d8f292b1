import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { z } from '@/lib/zod';
import { requestPasswordReset } from '@/api/auth';
import { ApiError } from '@/api/client';
import { Modal } from '@/components/modal';
import { messages } from '@/config/messages';
import { useLoginDialog } from '@/stores/login-dialog';
import { loginErrors } from './login-modal';
import { TextField } from '@/components/text-field';

const resetSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, loginErrors.emailRequired)),
});

type Outcome = { kind: 'success' | 'error'; text: string } | null;

export function ForgotPasswordModal() {
  const { view, close } = useLoginDialog();
  return (
    <Modal
      open={view === 'forgot-password'}
      onClose={close}
      title="Forget Password"
      closeLabel="Close forget password"
    >
      <ForgotPasswordForm />
    </Modal>
  );
}

function ForgotPasswordForm() {
  const { returnTo, openLogin } = useLoginDialog();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(resetSchema), defaultValues: { email: '' } });

  const submit = handleSubmit(async ({ email }) => {
    setOutcome(null);
    try {
      const text = await requestPasswordReset(email);
      setOutcome({ kind: 'success', text });
      toast.success(text);
    } catch (error) {
      const text = error instanceof ApiError ? error.message : messages.resetFailed;
      setOutcome({ kind: 'error', text });
      toast.error(text);
    }
  });

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label="Forget password">
      <p className="auth-form__intro">
        Enter the email of your account and we will send you a link to reset your password.
      </p>
      <TextField
        label="Email"
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email', { onChange: () => clearErrors('email') })}
      />
      {outcome && (
        <p
          className={`alert alert--${outcome.kind}`}
          role={outcome.kind === 'error' ? 'alert' : 'status'}
        >
          {outcome.text}
        </p>
      )}
      <button type="submit" className="button button--block" disabled={isSubmitting}>
        {isSubmitting ? 'Sending...' : 'Send OTP Link'}
      </button>
      <div className="auth-form__links">
        <button
          type="button"
          className="link-button"
          onClick={() => openLogin({ returnTo: returnTo ?? undefined })}
        >
          Back to login
        </button>
      </div>
    </form>
  );
}
