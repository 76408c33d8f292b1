import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  type ReactNode,
} from 'react';
import { useHydrated } from '@/lib/hydration';
import { onStoredChange, readStored, removeStored, writeStored } from '@/lib/storage';
import {
  isKeepableItem,
  storedWishlistSchema,
  wishlistReducer,
  type WishlistItem,
} from './wishlist-reducer';

const STORAGE_KEY = 'wishlist';

type WishlistContextValue = {
  items: WishlistItem[];
  count: number;
  add: (item: WishlistItem) => void;
  remove: (id: number) => void;
  has: (id: number) => boolean;
  /** Saves or removes the item; true when it is now in the wishlist (one it could not keep is not). */
  toggle: (item: WishlistItem) => boolean;
};

const WishlistContext = createContext<WishlistContextValue | null>(null);

const noItems: WishlistItem[] = [];

function readWishlist() {
  return readStored(STORAGE_KEY, storedWishlistSchema, []);
}

export function WishlistProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(wishlistReducer, undefined, () => ({
    items: readWishlist(),
  }));
  const fromOtherTab = useRef(false);

  useEffect(() => {
    if (fromOtherTab.current) {
      fromOtherTab.current = false;
      return;
    }
    if (state.items.length) writeStored(STORAGE_KEY, state.items);
    else removeStored(STORAGE_KEY);
  }, [state.items]);

  useEffect(
    () =>
      onStoredChange(STORAGE_KEY, () => {
        fromOtherTab.current = true;
        dispatch({ type: 'replace', items: readWishlist() });
      }),
    [],
  );

  // The prerendered shell shows an empty wishlist: so does the render that hydrates it.
  const items = useHydrated() ? state.items : noItems;
  const add = useCallback((item: WishlistItem) => dispatch({ type: 'add', item }), []);
  const remove = useCallback((id: number) => dispatch({ type: 'remove', id }), []);
  const has = useCallback((id: number) => items.some((item) => item.id === id), [items]);
  const toggle = useCallback(
    (item: WishlistItem) => {
      const saved = has(item.id);
      dispatch(saved ? { type: 'remove', id: item.id } : { type: 'add', item });
      return !saved && isKeepableItem(item);
    },
    [has],
  );

  const value = useMemo(
    () => ({ items, count: items.length, add, remove, has, toggle }),
    [items, add, remove, has, toggle],
  );
  return <WishlistContext.Provider value={value}>{children}</WishlistContext.Provider>;
}

export function useWishlist() {
  const context = useContext(WishlistContext);
  if (!context) throw new Error('useWishlist must be used inside <WishlistProvider>');
  return context;
}
