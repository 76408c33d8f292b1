import { msg } from '@lingui/core/macro';
import { indianPhone, requiredText } from '@/lib/form-rules';
import { z } from '@/lib/zod';

/** The profile-edit rules and messages of the spec's section 5, word for word. */
export const profileErrors = {
  nameRequired: msg`Name is required`,
  phoneRequired: msg`Phone is required`,
  phoneLength: msg`Phone must be 10 digits`,
} as const;

export const profileSchema = z.object({
  name: requiredText(profileErrors.nameRequired),
  // As typed ('+91 98111 22233'); the parsed value is the 10 digits sent.
  phone: indianPhone({ required: profileErrors.phoneRequired, invalid: profileErrors.phoneLength }),
});
