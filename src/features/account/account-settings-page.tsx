import { AccountShell } from './account-shell';
import { PasswordForm } from './password-form';

export function AccountSettingsPage() {
  return (
    <AccountShell title="Account Settings">
      {() => (
        <section className="account-card account-settings" aria-labelledby="change-password">
          <h2 id="change-password">Change Password</h2>
          <PasswordForm />
        </section>
      )}
    </AccountShell>
  );
}
