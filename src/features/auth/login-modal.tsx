import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useLocation } from 'react-router-dom';
import { Link, useNavigate } from '@/i18n/navigation';
import { toast } from '@/lib/toast';
import { login } from '@/api/auth';
import { ApiError } from '@/api/client';
import { Modal } from '@/components/modal';
import { TextField } from '@/components/text-field';
import { SubmitButton } from '@/components/submit-button';
import { messages } from '@/config/messages';
import { translate } from '@/i18n/catalogs';
import { paths } from '@/config/paths';
import { useLoginDialog } from '@/lib/login-dialog';
import { useSession } from '@/stores/session-provider';
import { loginSchema } from './login-schema';

export const LOGGED_IN = msg`Login successful`;

const failureText = (error: unknown) =>
  error instanceof ApiError ? error.message : translate(messages.loginFailed);

export function LoginModal() {
  const { t } = useLingui();
  const { view, close } = useLoginDialog();
  return (
    <Modal open={view === 'login'} onClose={close} title={t`Login`} closeLabel={t`Close login`}>
      <LoginForm />
    </Modal>
  );
}

function LoginForm() {
  const { t } = useLingui();
  const { returnTo, close, openForgotPassword } = useLoginDialog();
  const { signIn, expired } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const logIn = useMutation({ mutationFn: login });
  // Callbacks given to `mutate` run only while this form is open: an answer that comes after
  // the dialog closed (the shopper gave up, or another tab signed in) signs no one in.
  const submit = (credentials: { email: string; password: string }) =>
    logIn.mutate(credentials, {
      onSuccess: ({ token, ...user }) => {
        signIn({ token, user });
        toast.success(t(LOGGED_IN));
        close();
        if (returnTo && returnTo !== location.pathname + location.search) navigate(returnTo);
      },
      onError: (error) => toast.error(failureText(error)),
    });

  const field = (name: 'email' | 'password') =>
    register(name, { onChange: () => clearErrors(name) });

  return (
    <form
      method="post"
      className="auth-form"
      onSubmit={handleSubmit(submit)}
      noValidate
      aria-label={t`Login`}
    >
      {expired && !logIn.isError && (
        <p className="alert alert--error" role="status">
          {t(messages.sessionExpired)}
        </p>
      )}
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
        autoComplete="current-password"
        error={errors.password?.message}
        {...field('password')}
      />
      {logIn.isError && (
        <p className="alert alert--error" role="alert">
          {failureText(logIn.error)}
        </p>
      )}
      <SubmitButton className="button button--block" busy={logIn.isPending}>
        {logIn.isPending ? t`Logging in...` : t`Login`}
      </SubmitButton>
      <div className="auth-form__links">
        <button type="button" className="link-button" onClick={openForgotPassword}>
          <Trans>Forgot your password?</Trans>
        </button>
        <Link to={paths.signUp.href()} onClick={close}>
          <Trans>Create an account</Trans>
        </Link>
      </div>
    </form>
  );
}
