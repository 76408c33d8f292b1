import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { z } from '@/lib/zod';
import { changePassword } from '@/api/auth';
import { ApiError } from '@/api/client';
import { messages } from '@/config/messages';
import { TextField } from '@/components/text-field';

/** The spec's toast duration after a password change (section 9). */
const PASSWORD_TOAST_MS = 3000;

export const passwordErrors = {
  oldRequired: 'Please enter your old password',
  newRequired: 'Please enter a new password',
  newLength: 'Password must be at least 6 characters',
  confirmRequired: 'Please confirm your new password',
} as const;

const passwordSchema = z
  .object({
    oldPassword: z.string().check(z.minLength(1, passwordErrors.oldRequired)),
    newPassword: z
      .string()
      .check(z.minLength(1, passwordErrors.newRequired), z.minLength(6, passwordErrors.newLength)),
    confirmPassword: z.string().check(z.minLength(1, passwordErrors.confirmRequired)),
  })
  .check(
    z.refine((values) => !values.confirmPassword || values.newPassword === values.confirmPassword, {
      message: messages.passwordMismatch,
      path: ['confirmPassword'],
    }),
  );

type PasswordField = keyof z.input<typeof passwordSchema>;

const empty = { oldPassword: '', newPassword: '', confirmPassword: '' };

/** Change-password form: nothing is sent while the new passwords differ. */
export function PasswordForm() {
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    reset,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(passwordSchema),
    defaultValues: empty,
    reValidateMode: 'onSubmit',
  });

  const field = (name: PasswordField) =>
    register(name, {
      onChange: () => {
        clearErrors(name);
        setFailure(null);
      },
    });

  const submit = handleSubmit(async (values) => {
    setFailure(null);
    try {
      const message = await changePassword({
        old_password: values.oldPassword,
        new_password: values.newPassword,
        confirm_password: values.confirmPassword,
      });
      toast.success(message, { autoClose: PASSWORD_TOAST_MS });
      reset(empty);
    } catch (error) {
      setFailure(error instanceof ApiError ? error.message : messages.passwordChangeFailed);
    }
  });

  return (
    <form className="account-form" onSubmit={submit} noValidate aria-label="Change password">
      <TextField
        label="Old Password"
        type="password"
        autoComplete="current-password"
        error={errors.oldPassword?.message}
        {...field('oldPassword')}
      />
      <TextField
        label="New Password"
        type="password"
        autoComplete="new-password"
        hint="At least 6 characters"
        error={errors.newPassword?.message}
        {...field('newPassword')}
      />
      <TextField
        label="Confirm New Password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...field('confirmPassword')}
      />
      {failure && (
        <p className="alert alert--error" role="alert">
          {failure}
        </p>
      )}
      <div className="account-form__actions">
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? 'Changing...' : 'Change Password'}
        </button>
      </div>
    </form>
  );
}
