import { msg } from '@lingui/core/macro';
import { password, requiredText } from '@/lib/form-rules';
import { z } from '@/lib/zod';

/** Login and reset: the email and the password are required, nothing more (spec section 5). */
export const loginErrors = {
  emailRequired: msg`Email is required`,
  passwordRequired: msg`Password is required`,
} as const;

const loginEmail = requiredText(loginErrors.emailRequired);

export const loginSchema = z.object({
  email: loginEmail,
  password: password(loginErrors.passwordRequired),
});

export const resetSchema = z.object({ email: loginEmail });
