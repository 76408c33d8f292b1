import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { z } from '@/lib/zod';
import { login } from '@/api/auth';
import { ApiError } from '@/api/client';
import { Modal } from '@/components/modal';
import { messages } from '@/config/messages';
import { paths } from '@/config/paths';
import { useLoginDialog } from '@/stores/login-dialog';
import { useSession } from '@/stores/session-provider';
import { TextField } from '@/components/text-field';

export const loginErrors = {
  emailRequired: 'Email is required',
  passwordRequired: 'Password is required',
} as const;

const loginSchema = z.object({
  email: z.string().check(z.trim(), z.minLength(1, loginErrors.emailRequired)),
  password: z.string().check(z.minLength(1, loginErrors.passwordRequired)),
});

export const LOGGED_IN = 'Login successful';

export function LoginModal() {
  const { view, close } = useLoginDialog();
  return (
    <Modal open={view === 'login'} onClose={close} title="Login" closeLabel="Close login">
      <LoginForm />
    </Modal>
  );
}

function LoginForm() {
  const { returnTo, close, openForgotPassword } = useLoginDialog();
  const { signIn, expired } = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const field = (name: 'email' | 'password') =>
    register(name, { onChange: () => clearErrors(name) });

  const submit = handleSubmit(async (credentials) => {
    setFailure(null);
    try {
      const { token, ...user } = await login(credentials);
      signIn({ token, user });
      toast.success(LOGGED_IN);
      const target = returnTo;
      close();
      if (target && target !== location.pathname + location.search) navigate(target);
    } catch (error) {
      const text = error instanceof ApiError ? error.message : messages.loginFailed;
      setFailure(text);
      toast.error(text);
    }
  });

  return (
    <form className="auth-form" onSubmit={submit} noValidate aria-label="Login">
      {expired && !failure && (
        <p className="alert alert--error" role="status">
          {messages.sessionExpired}
        </p>
      )}
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
        autoComplete="current-password"
        error={errors.password?.message}
        {...field('password')}
      />
      {failure && (
        <p className="alert alert--error" role="alert">
          {failure}
        </p>
      )}
      <button type="submit" className="button button--block" disabled={isSubmitting}>
        {isSubmitting ? 'Logging in...' : 'Login'}
      </button>
      <div className="auth-form__links">
        <button type="button" className="link-button" onClick={openForgotPassword}>
          Forgot your password?
        </button>
        <Link to={paths.signUp.href()} onClick={close}>
          Create an account
        </Link>
      </div>
    </form>
  );
}
