import { translate } from '@/i18n/catalogs';
import { useQueryClient } from '@tanstack/react-query';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import type { User } from '@/api/schemas';
import { configureAuth } from '@/api/client';
import { messages } from '@/config/messages';
import { isTokenExpired } from '@/lib/jwt';
import { onStoredChange, readStored, writeStored } from '@/lib/storage';
import { z } from '@/lib/zod';
import { useHydrated } from '@/lib/hydration';
import { importRetryingOnce } from '@/lib/reload-once';
import { reportError } from '@/lib/report-error';
import { toast } from '@/lib/toast';
import { recentSearches } from '@/lib/recent-searches';
import { useExpiryWatch } from './session-expiry';
import {
  FORGET_KEY,
  USER_KEY,
  TOKEN_KEY,
  clearStoredSession,
  peekStoredSession,
  readStoredSession,
  readStoredToken,
  readStoredUser,
  storeSession,
  type Session,
  type SessionEndReason,
} from './session';

export type { SessionEndReason };

type SessionContextValue = {
  user: User | null;
  token: string | null;
  isSignedIn: boolean;
  /** Set when the last session ended because its token expired or the server refused it. */
  expired: boolean;
  signIn: (session: Session) => void;
  /**
   * Puts the server's answer about the signed-in shopper in the session. An answer about anyone
   * else (a request of a session that has ended since) changes nothing: says whether it applied.
   */
  updateUser: (user: User) => boolean;
  /** The one way a session ends: clears it and everything of the shopper's on this device. */
  endSession: (reason: SessionEndReason) => void;
  /**
   * For a step that must not run on an expired token (creating an order): false, with the
   * session ended and the shopper told, when the token has expired. A guest gets true.
   */
  ensureActive: () => boolean;
};

const SessionContext = createContext<SessionContextValue | null>(null);

/** The cached reads that belong to the shopper: queries.orders and queries.order (api/queries.ts). */
const ACCOUNT_QUERY_KEYS = [['orders'], ['order']];

const SESSION_EXPIRED_TOAST = 'session-expired';

/**
 * Everything of a signed-in shopper's on this device, removed as their session ends: the next
 * person on a shared device finds none of it. What the first screen's code does not hold loads
 * for the purpose.
 */
function forgetShopper(userId: number | null) {
  recentSearches.clear();
  writeStored(FORGET_KEY, userId);
  importRetryingOnce(() => import('@/lib/shopper-traces'))
    .then((traces) => traces.forgetShopper(userId))
    // Offline with no copy of that code: the traces stay, and the next start clears them.
    .catch((error: unknown) => reportError(error, 'forgetting the shopper'));
}

/**
 * The stored session, when it is still valid. One that expired while the browser was closed is
 * cleared with all the shopper left here, as if they had logged out; so is what an earlier
 * session's end could not clear (FORGET_KEY).
 */
function restoreSession() {
  const ended =
    readStoredToken() === null
      ? readStored(FORGET_KEY, z.optional(z.nullable(z.int())), undefined)
      : (readStoredUser()?.id ?? null);
  const session = readStoredSession();
  if (!session && ended !== undefined) forgetShopper(ended);
  return session;
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [session, setSession] = useState<Session | null>(restoreSession);
  const [expired, setExpired] = useState(false);
  // The session as of now, for the API client and for checks made between renders.
  const current = useRef(session);

  const adopt = useCallback((next: Session | null) => {
    current.current = next;
    setSession(next);
  }, []);

  const signIn = useCallback(
    (next: Session) => {
      // Someone else logs in over a session (through a dialog left open): it ends as a logout would.
      const previous = current.current;
      if (previous && previous.user.id !== next.user.id) forgetShopper(previous.user.id);
      storeSession(next);
      setExpired(false);
      adopt(next);
    },
    [adopt],
  );

  const updateUser = useCallback(
    (user: User) => {
      if (current.current?.user.id !== user.id) return false;
      const next = { ...current.current, user };
      storeSession(next);
      adopt(next);
      return true;
    },
    [adopt],
  );

  const endSession = useCallback(
    (reason: SessionEndReason) => {
      const ending = current.current;
      if (!ending) return;
      adopt(null);
      // Another tab may already have signed someone in again: what it stored is not ours to clear.
      const stored = readStoredToken();
      if (stored === null || stored === ending.token) {
        clearStoredSession();
        forgetShopper(ending.user.id);
      }
      for (const queryKey of ACCOUNT_QUERY_KEYS) queryClient.removeQueries({ queryKey });
      const ranOut = reason === 'expired' || reason === 'unauthorized';
      setExpired(ranOut);
      if (ranOut)
        toast.error(translate(messages.sessionExpired), { toastId: SESSION_EXPIRED_TOAST });
    },
    [adopt, queryClient],
  );

  const ensureActive = useCallback(() => {
    const token = current.current?.token;
    if (!token || !isTokenExpired(token)) return true;
    endSession('expired');
    return false;
  }, [endSession]);

  // A layout effect runs in the commit, before any child's useEffect (where queries start) sends a request.
  useLayoutEffect(
    () =>
      configureAuth({
        getToken: () => current.current?.token ?? null,
        onUnauthorized: () => endSession('unauthorized'),
      }),
    [endSession],
  );

  const onExpired = useCallback(() => endSession('expired'), [endSession]);
  useExpiryWatch(session?.token ?? null, onExpired);

  // Another tab logged in, out, or edited the profile.
  useEffect(() => {
    const sync = () => {
      const stored = peekStoredSession();
      const mine = current.current;
      if (stored) {
        setExpired(false);
        adopt(stored);
      } else if (mine) endSession(isTokenExpired(mine.token) ? 'expired' : 'other-tab');
    };
    const offToken = onStoredChange(TOKEN_KEY, sync);
    const offUser = onStoredChange(USER_KEY, sync);
    return () => {
      offToken();
      offUser();
    };
  }, [adopt, endSession]);

  // The prerendered shell shows a signed-out shopper: so does the render that hydrates it.
  const shown = useHydrated() ? session : null;
  const value = useMemo(
    () => ({
      user: shown?.user ?? null,
      token: shown?.token ?? null,
      isSignedIn: shown !== null,
      expired,
      signIn,
      updateUser,
      endSession,
      ensureActive,
    }),
    [shown, expired, signIn, updateUser, endSession, ensureActive],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession() {
  const context = useContext(SessionContext);
  if (!context) throw new Error('useSession must be used inside <SessionProvider>');
  return context;
}
