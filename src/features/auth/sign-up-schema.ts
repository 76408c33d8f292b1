import { msg } from '@lingui/core/macro';
import {
  confirms,
  email,
  indianPhone,
  newPassword,
  password,
  requiredText,
} from '@/lib/form-rules';
import { z } from '@/lib/zod';

/** The sign-up rules and messages of the spec's section 5, word for word. */
export const signUpErrors = {
  nameRequired: msg`Name is required`,
  phoneRequired: msg`Phone is required`,
  phoneLength: msg`Phone must be 10 digits`,
  emailRequired: msg`Email is required`,
  emailInvalid: msg`Email is invalid`,
  passwordRequired: msg`Password is required`,
  passwordLength: msg`Password must be at least 6 characters`,
  confirmRequired: msg`Please confirm your password`,
  passwordsDiffer: msg`Passwords do not match`,
} as const;

export const signUpSchema = z
  .object({
    name: requiredText(signUpErrors.nameRequired),
    // As typed ('+91 98111 22233'); the parsed value is the 10 digits sent.
    phone: indianPhone({ required: signUpErrors.phoneRequired, invalid: signUpErrors.phoneLength }),
    email: email({ required: signUpErrors.emailRequired, invalid: signUpErrors.emailInvalid }),
    password: newPassword({
      required: signUpErrors.passwordRequired,
      tooShort: signUpErrors.passwordLength,
    }),
    confirmPassword: password(signUpErrors.confirmRequired),
  })
  .check(confirms('confirmPassword', 'password', signUpErrors.passwordsDiffer));

export type SignUpValues = z.input<typeof signUpSchema>;

export const emptySignUp: SignUpValues = {
  name: '',
  phone: '',
  email: '',
  password: '',
  confirmPassword: '',
};
