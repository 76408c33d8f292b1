import { Trans } from '@lingui/react/macro';
import { memo, useEffect, useId, useRef, useState } from 'react';
import { Link, useNavigate } from '@/i18n/navigation';
import { Icon } from '@/components/icon';
import { paths } from '@/config/paths';
import { useHydrated } from '@/lib/hydration';
import { useLoginDialog } from '@/lib/login-dialog';
import { useSession } from '@/stores/session-provider';

/** The My Account dropdown: Dashboard and Logout when signed in, Login and Signup otherwise. */
export const AccountMenu = memo(function AccountMenu() {
  const { isSignedIn, endSession } = useSession();
  const { openLogin } = useLoginDialog();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const menuId = useId();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);

  const close = () => setOpen(false);

  return (
    <div
      className="account-menu"
      ref={root}
      onBlur={(event) => {
        if (!root.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
      }}
    >
      <button
        ref={button}
        type="button"
        className="header-action"
        disabled={!hydrated}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <Icon name="account" />
        <span className="header-action__label">
          <Trans>My Account</Trans>
        </span>
      </button>
      <ul id={menuId} className="account-menu__list" hidden={!open}>
        {isSignedIn ? (
          <>
            <li>
              <Link to={paths.account.href()} onClick={close}>
                <Trans>Dashboard</Trans>
              </Link>
            </li>
            <li>
              <button
                type="button"
                onClick={() => {
                  close();
                  endSession('logout');
                  navigate(paths.home.href());
                }}
              >
                <Trans>Logout</Trans>
              </button>
            </li>
          </>
        ) : (
          <>
            <li>
              <button
                type="button"
                onClick={() => {
                  close();
                  // The menu item disappears; the modal returns focus to the menu button instead.
                  button.current?.focus();
                  openLogin();
                }}
              >
                <Trans>Login</Trans>
              </button>
            </li>
            <li>
              <Link to={paths.signUp.href()} onClick={close}>
                <Trans>Signup</Trans>
              </Link>
            </li>
          </>
        )}
      </ul>
    </div>
  );
});
