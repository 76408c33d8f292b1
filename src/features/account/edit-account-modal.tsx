import { Trans, useLingui } from '@lingui/react/macro';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from '@/lib/toast';
import { updateProfile } from '@/api/auth';
import { ApiError } from '@/api/client';
import type { User } from '@/api/schemas';
import { refusedOrFailedText } from '@/components/api-error-text';
import { Modal } from '@/components/modal';
import { messages } from '@/config/messages';
import { translate } from '@/i18n/catalogs';
import { useSession } from '@/stores/session-provider';
import { normalizeIndianPhone, phoneInput } from '@/lib/form-rules';
import { profileDraft } from './profile-draft';
import { profileSchema } from './profile-schema';
import { TextField } from '@/components/text-field';
import { SubmitButton } from '@/components/submit-button';

/** Spec section 8: the server's message wins; else 'Update failed' for a refusal, 'Failed to update account' for a failed call. */
const updateFailureText = (error: unknown) =>
  refusedOrFailedText(error, {
    refused: translate(messages.profileUpdateRefused),
    failed: translate(messages.profileUpdateFailed),
  });

type EditAccountModalProps = { open: boolean; onClose: () => void; user: User };

export function EditAccountModal({ open, onClose, user }: EditAccountModalProps) {
  const { t } = useLingui();
  return (
    <Modal open={open} onClose={onClose} title={t`Edit Account`} closeLabel={t`Close edit account`}>
      <EditAccountForm user={user} onDone={onClose} />
    </Modal>
  );
}

function EditAccountForm({ user, onDone }: { user: User; onDone: () => void }) {
  const { t } = useLingui();
  const { updateUser } = useSession();
  const draft = profileDraft.of(user.id);
  // The form has taken it up: from here on, it holds what the shopper typed.
  useEffect(() => profileDraft.drop(), []);
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(profileSchema),
    defaultValues: draft ?? { name: user.name, phone: normalizeIndianPhone(user.phone ?? '') },
    reValidateMode: 'onSubmit',
  });

  const update = useMutation({
    mutationFn: async (profile: { name: string; phone: string }) => {
      const answer = await updateProfile(profile);
      // An answer about another account is a broken one: nothing of it is applied.
      if (answer.user.id !== user.id) {
        throw new ApiError(t(messages.profileUpdateFailed), { kind: 'malformed' });
      }
      return answer;
    },
    // Saves run one after the other, so their answers are applied in the order they were sent.
    scope: { id: 'update-profile' },
    // The profile is held by the session, not by a cached query: putting the answer there
    // redraws everything that shows it (the dashboard's greeting and details, checkout's defaults).
    // Applied even when the form was closed meanwhile: the server has taken the change.
    onSuccess: ({ user: updated }) => {
      if (updateUser(updated)) toast.success(t(messages.profileUpdated));
    },
    // The session has ended with it, and the form with the session: kept for the next login.
    onError: (error, sent) => {
      if (error instanceof ApiError && error.isUnauthorized)
        profileDraft.keep({ userId: user.id, ...sent });
    },
  });

  const field = (name: 'name' | 'phone') =>
    register(name, {
      onChange: () => {
        clearErrors(name);
        if (update.isError) update.reset();
      },
    });

  // The email is not editable and is never sent.
  // Only this form's own save closes it: not one sent from a form the shopper cancelled.
  const submit = handleSubmit(({ name, phone }) =>
    update.mutate({ name, phone }, { onSuccess: onDone }),
  );

  return (
    <form
      method="post"
      className="account-form"
      onSubmit={submit}
      noValidate
      aria-label={t`Edit account`}
    >
      <TextField
        label={t`Full Name`}
        autoComplete="name"
        error={errors.name?.message}
        {...field('name')}
      />
      <TextField
        label={t`Phone Number`}
        type="tel"
        autoComplete="tel-national"
        hint={t`10-digit mobile number (+91 or a leading 0 is fine)`}
        error={errors.phone?.message}
        {...phoneInput(field('phone'))}
      />
      <p className="account-form__note">
        <Trans>
          Email: <strong>{user.email}</strong>
          <br />
          <span className="field__hint">Your email address cannot be changed.</span>
        </Trans>
      </p>
      {update.isError && (
        <p className="alert alert--error" role="alert">
          {updateFailureText(update.error)}
        </p>
      )}
      <div className="account-form__actions">
        <button type="button" className="button button--ghost" onClick={onDone}>
          <Trans>Cancel</Trans>
        </button>
        <SubmitButton busy={update.isPending}>
          {update.isPending ? t`Saving...` : t`Save Changes`}
        </SubmitButton>
      </div>
    </form>
  );
}
