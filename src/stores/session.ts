import { z } from '@/lib/zod';
import { userSchema, type User } from '@/api/schemas';
import { isTokenExpired } from '@/lib/jwt';
import { readStored, removeStored, safeLocalStorage, writeStored } from '@/lib/storage';

export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';

export type Session = { user: User; token: string };

/** The stored session, only when both parts are valid and the token has not expired; else it is cleared. */
export function readStoredSession(now = Date.now()): Session | null {
  const storage = safeLocalStorage();
  let token: string | null = null;
  try {
    token = storage?.getItem(TOKEN_KEY) ?? null;
  } catch {
    token = null;
  }
  // Some clients store the token JSON-encoded; accept both.
  if (token?.startsWith('"')) {
    try {
      token = JSON.parse(token) as string;
    } catch {
      token = null;
    }
  }
  const user = readStored(USER_KEY, z.nullable(userSchema), null);
  if (!token || !user || isTokenExpired(token, now)) {
    clearStoredSession();
    return null;
  }
  return { user, token };
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
