import { lazy, Suspense, useState } from 'react';
import { useLoginDialog } from '@/lib/login-dialog';

const LoginDialogs = lazy(async () => ({
  default: (await import('./login-dialogs')).LoginDialogs,
}));

/**
 * Mounted once in the layout. The dialogs (and their form code) load the first time one
 * is opened, then stay mounted so closing returns focus like any other modal.
 */
export function AuthDialogs() {
  const { view } = useLoginDialog();
  const [needed, setNeeded] = useState(false);
  if (view && !needed) setNeeded(true);
  if (!needed && !view) return null;
  return (
    <Suspense fallback={null}>
      <LoginDialogs />
    </Suspense>
  );
}
