import { z } from '@/lib/zod';
import { messages } from '@/config/messages';
import { translate } from '@/i18n/catalogs';
import { ApiError, call } from './client';
import { loginResultSchema, userSchema } from './schemas';

export async function login(credentials: { email: string; password: string }) {
  const { data } = await call(
    { url: '/api/users/login', method: 'POST', data: credentials },
    { data: loginResultSchema, fallback: messages.loginFailed },
  );
  return data;
}

/** Returns the message to show on success. */
export async function requestPasswordReset(email: string) {
  const { message } = await call(
    { url: '/api/auth/resetPassword', method: 'POST', data: { email } },
    { fallback: messages.resetFailed },
  );
  return message ?? translate(messages.resetSent);
}

export type Registration = { name: string; phone: string; email: string; password: string };

/** Registers the account. Failures carry the spec's message for 400, 409 and the rest. */
export async function register(registration: Registration) {
  try {
    const { message } = await call(
      { url: '/api/auth/send_otp', method: 'POST', data: registration },
      { fallback: messages.signupFailed },
    );
    return message;
  } catch (error) {
    if (error instanceof ApiError && !error.serverMessage) {
      if (error.status === 400)
        throw new ApiError(translate(messages.signupInvalid), {
          kind: 'rejected',
          status: 400,
          cause: error,
        });
      if (error.status === 409)
        throw new ApiError(translate(messages.signupExists), {
          kind: 'rejected',
          status: 409,
          cause: error,
        });
    }
    throw error;
  }
}

export async function updateProfile(profile: { name: string; phone: string }) {
  const { data, message } = await call(
    { url: '/api/users/update-profile', method: 'PUT', data: profile },
    {
      data: z.object({ user: userSchema }),
      fallback: messages.profileUpdateFailed,
      authenticated: true,
    },
  );
  return { user: data.user, message };
}

export async function changePassword(passwords: {
  old_password: string;
  new_password: string;
  confirm_password: string;
}) {
  const { message } = await call(
    { url: '/api/users/change_password', method: 'POST', data: passwords },
    { fallback: messages.passwordChangeFailed, authenticated: true },
  );
  return message ?? translate(messages.passwordChanged);
}
