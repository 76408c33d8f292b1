import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react';
import { useSearchParams } from 'react-router-dom';

const HydratedContext = createContext(true);

type HydrationProps = {
  /** True when the first render hydrates a prerendered page (src/app/root.tsx). */
  hydrating: boolean;
  children: ReactNode;
};

/**
 * A prerendered shell shows every shopper the same page (signed out, empty cart). While React
 * hydrates it, `useHydrated()` is false, so the first render meets the HTML it expects; then it
 * turns true in a transition, which re-renders what depends on this device in short tasks.
 */
export function Hydration({ hydrating, children }: HydrationProps) {
  const [hydrated, setHydrated] = useState(!hydrating);
  useEffect(() => {
    if (hydrated) return;
    // For the field data (lib/field-vitals.ts): when the app took the page over.
    performance.mark?.('hydrated');
    startTransition(() => setHydrated(true));
  }, [hydrated]);
  return <HydratedContext.Provider value={hydrated}>{children}</HydratedContext.Provider>;
}

/**
 * False while a prerendered shell is being hydrated, true from then on (and always, without a
 * shell). What is read from this device (storage, the URL) renders only when it is true.
 */
export function useHydrated() {
  return useContext(HydratedContext);
}

/**
 * What is drawn from this device's state (the session, the wishlist, the receipts): nothing in a
 * prerendered shell, which is the same for every shopper, and its children once it is hydrated.
 * The page around it (its banner, its static text) is in the shell and paints from the HTML.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useHydrated() ? children : null;
}

const NO_QUERY = new URLSearchParams();

/**
 * The address's query as a page renders it. A prerendered page's HTML was written for its path
 * alone (the host answers /shop?page=2 with shop/index.html): while it hydrates, the page
 * renders with no query, as its HTML does, and then for the address it was opened at.
 */
export function useHydratedSearchParams() {
  const [params, setParams] = useSearchParams();
  return [useHydrated() ? params : NO_QUERY, setParams] as const;
}
