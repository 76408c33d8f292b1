import { useEffect } from 'react';
import { useLoginDialog } from '@/lib/login-dialog';
import { useSession } from '@/stores/session-provider';
import { ForgotPasswordModal } from './forgot-password-modal';
import { LoginModal } from './login-modal';
import './auth.css';

/** Both account dialogs; which one is open comes from useLoginDialog. */
export function LoginDialogs() {
  const { isSignedIn } = useSession();
  const { view, close } = useLoginDialog();
  // A session that arrives meanwhile (a login in another tab) leaves nobody to log in: the
  // dialog would cover the page it opened, and a login through it would replace that session.
  useEffect(() => {
    if (isSignedIn && view !== null) close();
  }, [isSignedIn, view, close]);

  return (
    <>
      <LoginModal />
      <ForgotPasswordModal />
    </>
  );
}
