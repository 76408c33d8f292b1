import { z } from '@/lib/zod';

/** The profile-edit rules and messages of the spec's section 5, word for word. */
export const profileErrors = {
  nameRequired: 'Name is required',
  phoneRequired: 'Phone is required',
  phoneLength: 'Phone must be 10 digits',
} as const;

/** What the phone input keeps of what is typed or pasted: digits only, at most 10. */
export function phoneDigits(value: string) {
  return value.replace(/\D/g, '').slice(0, 10);
}

export const profileSchema = z.object({
  name: z.string().check(z.trim(), z.minLength(1, profileErrors.nameRequired)),
  phone: z
    .string()
    .check(
      z.minLength(1, profileErrors.phoneRequired),
      z.regex(/^\d{10}$/, profileErrors.phoneLength),
    ),
});
