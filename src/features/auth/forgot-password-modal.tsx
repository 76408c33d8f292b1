import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { requestPasswordReset } from '@/api/auth';
import { ApiError } from '@/api/client';
import { Modal } from '@/components/modal';
import { TextField } from '@/components/text-field';
import { SubmitButton } from '@/components/submit-button';
import { messages } from '@/config/messages';
import { translate } from '@/i18n/catalogs';
import { useLoginDialog } from '@/lib/login-dialog';
import { resetSchema } from './login-schema';

const failureText = (error: unknown) =>
  error instanceof ApiError ? error.message : translate(messages.resetFailed);

export function ForgotPasswordModal() {
  const { t } = useLingui();
  const { view, close } = useLoginDialog();
  return (
    <Modal
      open={view === 'forgot-password'}
      onClose={close}
      title={t`Forget Password`}
      closeLabel={t`Close forget password`}
    >
      <ForgotPasswordForm />
    </Modal>
  );
}

function ForgotPasswordForm() {
  const { t } = useLingui();
  const { returnTo, openLogin } = useLoginDialog();
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm({ resolver: zodResolver(resetSchema), defaultValues: { email: '' } });

  const sendLink = useMutation({
    mutationFn: requestPasswordReset,
    onSuccess: (text) => toast.success(text),
    onError: (error) => toast.error(failureText(error)),
  });

  return (
    <form
      method="post"
      className="auth-form"
      onSubmit={handleSubmit(({ email }) => sendLink.mutate(email))}
      noValidate
      aria-label={t`Forget password`}
    >
      <p className="auth-form__intro">
        <Trans>
          Enter the email of your account and we will send you a link to reset your password.
        </Trans>
      </p>
      <TextField
        label={t`Email`}
        type="email"
        autoComplete="email"
        error={errors.email?.message}
        {...register('email', { onChange: () => clearErrors('email') })}
      />
      {sendLink.isSuccess && (
        <p className="alert alert--success" role="status">
          {sendLink.data}
        </p>
      )}
      {sendLink.isError && (
        <p className="alert alert--error" role="alert">
          {failureText(sendLink.error)}
        </p>
      )}
      <SubmitButton className="button button--block" busy={sendLink.isPending}>
        {sendLink.isPending ? t`Sending...` : t`Send OTP Link`}
      </SubmitButton>
      <div className="auth-form__links">
        <button
          type="button"
          className="link-button"
          onClick={() => openLogin({ returnTo: returnTo ?? undefined })}
        >
          <Trans>Back to login</Trans>
        </button>
      </div>
    </form>
  );
}
