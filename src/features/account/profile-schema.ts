import { indianPhone, requiredText } from '@/lib/form-rules';
import { z } from '@/lib/zod';

/** The profile-edit rules and messages of the spec's section 5, word for word. */
export const profileErrors = {
  nameRequired: 'Name is required',
  phoneRequired: 'Phone is required',
  phoneLength: 'Phone must be 10 digits',
} as const;

export const profileSchema = z.object({
  name: requiredText(profileErrors.nameRequired),
  // As typed ('+91 98111 22233'); the parsed value is the 10 digits sent.
  phone: indianPhone({ required: profileErrors.phoneRequired, invalid: profileErrors.phoneLength }),
});
