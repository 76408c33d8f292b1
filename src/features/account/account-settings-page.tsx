import { Trans, useLingui } from '@lingui/react/macro';
import { AccountShell } from './account-shell';
import { PasswordForm } from './password-form';

export function AccountSettingsPage() {
  const { t } = useLingui();
  return (
    <AccountShell title={t`Account Settings`}>
      {() => (
        <section className="account-card account-settings" aria-labelledby="change-password">
          <h2 id="change-password">
            <Trans>Change Password</Trans>
          </h2>
          <PasswordForm />
        </section>
      )}
    </AccountShell>
  );
}
