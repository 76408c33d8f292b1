import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { confirms, newPassword, password } from '@/lib/form-rules';
import { toast } from '@/lib/toast';
import { z } from '@/lib/zod';
import { changePassword } from '@/api/auth';
import { ApiError } from '@/api/client';
import { messages } from '@/config/messages';
import { translate } from '@/i18n/catalogs';
import { TextField } from '@/components/text-field';
import { SubmitButton } from '@/components/submit-button';

/** The spec's toast duration after a password change (section 9). */
const PASSWORD_TOAST_MS = 3000;

export const passwordErrors = {
  oldRequired: msg`Please enter your old password`,
  newRequired: msg`Please enter a new password`,
  newLength: msg`Password must be at least 6 characters`,
  confirmRequired: msg`Please confirm your new password`,
} as const;

const passwordSchema = z
  .object({
    oldPassword: password(passwordErrors.oldRequired),
    newPassword: newPassword({
      required: passwordErrors.newRequired,
      tooShort: passwordErrors.newLength,
    }),
    confirmPassword: password(passwordErrors.confirmRequired),
  })
  .check(confirms('confirmPassword', 'newPassword', messages.passwordMismatch));

const failureText = (error: unknown) =>
  error instanceof ApiError ? error.message : translate(messages.passwordChangeFailed);

type PasswordField = keyof z.input<typeof passwordSchema>;

const empty = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Change-password form: nothing is sent while the new passwords differ. */
export function PasswordForm() {
  const { t } = useLingui();
  const {
    register,
    handleSubmit,
    reset,
    clearErrors,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(passwordSchema),
    defaultValues: empty,
    reValidateMode: 'onSubmit',
  });

  const change = useMutation({
    mutationFn: changePassword,
    onSuccess: (message) => {
      toast.success(message, { autoClose: PASSWORD_TOAST_MS });
      reset(empty);
    },
  });

  const field = (name: PasswordField) =>
    register(name, {
      onChange: () => {
        clearErrors(name);
        if (change.isError) change.reset();
      },
    });

  const submit = handleSubmit((values) =>
    change.mutate({
      old_password: values.oldPassword,
      new_password: values.newPassword,
      confirm_password: values.confirmPassword,
    }),
  );

  return (
    <form
      method="post"
      className="account-form"
      onSubmit={submit}
      noValidate
      aria-label={t`Change password`}
    >
      <TextField
        label={t`Old Password`}
        type="password"
        autoComplete="current-password"
        error={errors.oldPassword?.message}
        {...field('oldPassword')}
      />
      <TextField
        label={t`New Password`}
        type="password"
        autoComplete="new-password"
        hint={t`At least 6 characters`}
        error={errors.newPassword?.message}
        {...field('newPassword')}
      />
      <TextField
        label={t`Confirm New Password`}
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...field('confirmPassword')}
      />
      {change.isError && (
        <p className="alert alert--error" role="alert">
          {failureText(change.error)}
        </p>
      )}
      <div className="account-form__actions">
        <SubmitButton busy={change.isPending}>
          {change.isPending ? t`Changing...` : t`Change Password`}
        </SubmitButton>
      </div>
    </form>
  );
}
