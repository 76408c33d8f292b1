import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { updateProfile } from '@/api/auth';
import { ApiError } from '@/api/client';
import type { User } from '@/api/schemas';
import { answeredNo } from '@/components/api-error-text';
import { Modal } from '@/components/modal';
import { messages } from '@/config/messages';
import { useSession } from '@/stores/session-provider';
import { normalizeIndianPhone } from '@/lib/form-rules';
import { profileSchema } from './profile-schema';
import { TextField } from '@/components/text-field';

/** The spec's toast duration on the dashboard (section 9). */
const DASHBOARD_TOAST_MS = 2000;

/** Spec section 8: the server's message wins; else 'Update failed' for a refusal, 'Failed to update account' for a failed call. */
function updateFailureText(error: unknown) {
  if (error instanceof ApiError && error.serverMessage) return error.serverMessage;
  return answeredNo(error) ? messages.profileUpdateRefused : messages.profileUpdateFailed;
}

type EditAccountModalProps = { open: boolean; onClose: () => void; user: User };

export function EditAccountModal({ open, onClose, user }: EditAccountModalProps) {
  return (
    <Modal open={open} onClose={onClose} title="Edit Account" closeLabel="Close edit account">
      <EditAccountForm user={user} onDone={onClose} />
    </Modal>
  );
}

function EditAccountForm({ user, onDone }: { user: User; onDone: () => void }) {
  const { updateUser } = useSession();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors, isSubmitting },
  } = useForm({
    resolver: zodResolver(profileSchema),
    defaultValues: { name: user.name, phone: normalizeIndianPhone(user.phone ?? '') },
    reValidateMode: 'onSubmit',
  });

  const field = (name: 'name' | 'phone') =>
    register(name, {
      onChange: () => {
        clearErrors(name);
        setFailure(null);
      },
    });

  const submit = handleSubmit(async (profile) => {
    setFailure(null);
    try {
      // The email is not editable and is never sent.
      const { user: updated } = await updateProfile({ name: profile.name, phone: profile.phone });
      updateUser(updated);
      toast.success(messages.profileUpdated, { autoClose: DASHBOARD_TOAST_MS });
      onDone();
    } catch (error) {
      setFailure(updateFailureText(error));
    }
  });

  return (
    <form className="account-form" onSubmit={submit} noValidate aria-label="Edit account">
      <TextField
        label="Full Name"
        autoComplete="name"
        error={errors.name?.message}
        {...field('name')}
      />
      <TextField
        label="Phone Number"
        type="tel"
        autoComplete="tel-national"
        hint="10-digit mobile number (+91 or a leading 0 is fine)"
        error={errors.phone?.message}
        {...field('phone')}
      />
      <p className="account-form__note">
        Email: <strong>{user.email}</strong>
        <br />
        <span className="field__hint">Your email address cannot be changed.</span>
      </p>
      {failure && (
        <p className="alert alert--error" role="alert">
          {failure}
        </p>
      )}
      <div className="account-form__actions">
        <button type="button" className="button button--ghost" onClick={onDone}>
          Cancel
        </button>
        <button type="submit" className="button" disabled={isSubmitting}>
          {isSubmitting ? 'Saving...' : 'Save Changes'}
        </button>
      </div>
    </form>
  );
}
