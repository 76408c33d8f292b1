import { z } from '@/lib/zod';
import { userSchema, type User } from '@/api/schemas';
import { isTokenExpired } from '@/lib/jwt';
import { readStored, removeStored, safeLocalStorage, writeStored } from '@/lib/storage';

export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';
/**
 * Whose things a session's end has not cleared from this device yet: noted as it ends, and taken
 * away with those things (lib/shopper-traces.ts). Should that code not load (offline), the next
 * start sees the note and clears them.
 */
export const FORGET_KEY = 'forgetUser';

export type Session = { user: User; token: string };

/** Why a session ended: by the shopper, by its token's expiry, by the server refusing the token, or in another tab. */
export type SessionEndReason = 'logout' | 'expired' | 'unauthorized' | 'other-tab';

/** The stored token as written, or null. */
export function readStoredToken(): string | null {
  let token: string | null = null;
  try {
    token = safeLocalStorage()?.getItem(TOKEN_KEY) ?? null;
  } catch {
    return null;
  }
  // Some clients store the token JSON-encoded; accept both.
  if (token?.startsWith('"')) {
    try {
      return JSON.parse(token) as string;
    } catch {
      return null;
    }
  }
  return token;
}

/** The stored user, expired or not. Changes nothing. */
export function readStoredUser(): User | null {
  return readStored(USER_KEY, z.nullable(userSchema), null);
}

/** The stored session when both parts are valid and the token has not expired. Changes nothing. */
export function peekStoredSession(now = Date.now()): Session | null {
  const token = readStoredToken();
  const user = readStoredUser();
  if (!token || !user || isTokenExpired(token, now)) return null;
  return { user, token };
}

/** The stored session, only when both parts are valid and the token has not expired; else it is cleared. */
export function readStoredSession(now = Date.now()): Session | null {
  const session = peekStoredSession(now);
  if (!session) clearStoredSession();
  return session;
}

export function storeSession(session: Session) {
  try {
    safeLocalStorage()?.setItem(TOKEN_KEY, session.token);
  } catch {
    // The session still lives in memory.
  }
  writeStored(USER_KEY, session.user);
}

export function clearStoredSession() {
  removeStored(TOKEN_KEY);
  removeStored(USER_KEY);
}
