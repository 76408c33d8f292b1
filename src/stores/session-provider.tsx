import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactNode,
} from 'react';
import type { User } from '@/api/schemas';
import { configureAuth } from '@/api/client';
import { onStoredChange } from '@/lib/storage';
import { savedAddress } from './saved-address';
import {
  USER_KEY,
  TOKEN_KEY,
  clearStoredSession,
  readStoredSession,
  storeSession,
  type Session,
} from './session';

type SessionContextValue = {
  user: User | null;
  token: string | null;
  isSignedIn: boolean;
  /** Set when the last session ended because the server refused the token. */
  expired: boolean;
  signIn: (session: Session) => void;
  updateUser: (user: User) => void;
  signOut: () => void;
};

const SessionContext = createContext<SessionContextValue | null>(null);

const unauthorizedListeners = new Set<() => void>();

// Configured at import, before any component mounts: children's effects (and so their
// requests) run before a provider's own effects would.
configureAuth({
  getToken: () => readStoredSession()?.token ?? null,
  onUnauthorized: () => {
    clearStoredSession();
    unauthorizedListeners.forEach((listener) => listener());
  },
});

export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session | null>(() => readStoredSession());
  const [expired, setExpired] = useState(false);

  const signIn = useCallback((next: Session) => {
    storeSession(next);
    setExpired(false);
    setSession(next);
  }, []);

  const signOut = useCallback(() => {
    clearStoredSession();
    savedAddress.clear();
    setSession(null);
  }, []);

  const updateUser = useCallback((user: User) => {
    setSession((current) => {
      if (!current) return current;
      const next = { ...current, user };
      storeSession(next);
      return next;
    });
  }, []);

  useEffect(() => {
    const onUnauthorized = () => {
      setSession(null);
      setExpired(true);
    };
    unauthorizedListeners.add(onUnauthorized);
    return () => {
      unauthorizedListeners.delete(onUnauthorized);
    };
  }, []);

  useEffect(() => {
    const sync = () => setSession(readStoredSession());
    const offToken = onStoredChange(TOKEN_KEY, sync);
    const offUser = onStoredChange(USER_KEY, sync);
    return () => {
      offToken();
      offUser();
    };
  }, []);

  const value = useMemo(
    () => ({
      user: session?.user ?? null,
      token: session?.token ?? null,
      isSignedIn: session !== null,
      expired,
      signIn,
      updateUser,
      signOut,
    }),
    [session, expired, signIn, updateUser, signOut],
  );
  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession() {
  const context = useContext(SessionContext);
  if (!context) throw new Error('useSession must be used inside <SessionProvider>');
  return context;
}
