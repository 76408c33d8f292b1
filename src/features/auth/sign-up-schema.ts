import { z } from '@/lib/zod';

/** The sign-up rules and messages of the spec's section 5, word for word. */
export const signUpErrors = {
  nameRequired: 'Name is required',
  phoneRequired: 'Phone is required',
  phoneLength: 'Phone must be 10 digits',
  emailRequired: 'Email is required',
  emailInvalid: 'Email is invalid',
  passwordRequired: 'Password is required',
  passwordLength: 'Password must be at least 6 characters',
  confirmRequired: 'Please confirm your password',
  passwordsDiffer: 'Passwords do not match',
} as const;

export const PHONE_DIGITS = 10;

/** What the phone input keeps of what is typed or pasted: digits only, at most 10. */
export function phoneDigits(value: string) {
  return value.replace(/\D/g, '').slice(0, PHONE_DIGITS);
}

export const signUpSchema = z
  .object({
    name: z.string().check(z.trim(), z.minLength(1, signUpErrors.nameRequired)),
    phone: z
      .string()
      .check(
        z.minLength(1, signUpErrors.phoneRequired),
        z.regex(/^\d{10}$/, signUpErrors.phoneLength),
      ),
    email: z
      .string()
      .check(
        z.trim(),
        z.minLength(1, signUpErrors.emailRequired),
        z.regex(/^\S+@\S+\.\S+$/, signUpErrors.emailInvalid),
      ),
    password: z
      .string()
      .check(
        z.minLength(1, signUpErrors.passwordRequired),
        z.minLength(6, signUpErrors.passwordLength),
      ),
    confirmPassword: z.string().check(z.minLength(1, signUpErrors.confirmRequired)),
  })
  .check(
    z.refine((values) => !values.confirmPassword || values.password === values.confirmPassword, {
      message: signUpErrors.passwordsDiffer,
      path: ['confirmPassword'],
    }),
  );

export type SignUpValues = z.input<typeof signUpSchema>;

export const emptySignUp: SignUpValues = {
  name: '',
  phone: '',
  email: '',
  password: '',
  confirmPassword: '',
};
