import { ForgotPasswordModal } from './forgot-password-modal';
import { LoginModal } from './login-modal';
import './auth.css';

/** Both account dialogs; which one is open comes from useLoginDialog. */
export function LoginDialogs() {
  return (
    <>
      <LoginModal />
      <ForgotPasswordModal />
    </>
  );
}
