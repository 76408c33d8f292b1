import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

export type LoginDialogView = 'login' | 'forgot-password';

type LoginDialogContextValue = {
  view: LoginDialogView | null;
  /** Where to go after a successful login (the account page the visitor asked for). */
  returnTo: string | null;
  openLogin: (options?: { returnTo?: string }) => void;
  openForgotPassword: () => void;
  close: () => void;
};

const LoginDialogContext = createContext<LoginDialogContextValue | null>(null);

/** Which of the login and forgot-password modals is open; any page or the header can open them. */
export function LoginDialogProvider({ children }: { children: ReactNode }) {
  const [view, setView] = useState<LoginDialogView | null>(null);
  const [returnTo, setReturnTo] = useState<string | null>(null);

  const openLogin = useCallback((options: { returnTo?: string } = {}) => {
    setReturnTo(options.returnTo ?? null);
    setView('login');
  }, []);
  const openForgotPassword = useCallback(() => setView('forgot-password'), []);
  const close = useCallback(() => {
    setView(null);
    setReturnTo(null);
  }, []);

  const value = useMemo(
    () => ({ view, returnTo, openLogin, openForgotPassword, close }),
    [view, returnTo, openLogin, openForgotPassword, close],
  );
  return <LoginDialogContext.Provider value={value}>{children}</LoginDialogContext.Provider>;
}

export function useLoginDialog() {
  const context = useContext(LoginDialogContext);
  if (!context) throw new Error('useLoginDialog must be used inside <LoginDialogProvider>');
  return context;
}
