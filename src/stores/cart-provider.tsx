import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { useHydrated } from '@/lib/hydration';
import { onStoredChange, readStored, removeStored, writeStored } from '@/lib/storage';
import {
  MAX_QUANTITY,
  MIN_QUANTITY,
  cartCount,
  cartReducer,
  cartTotal,
  isKeepableLine,
  storedCartSchema,
  type CartItem,
  type CartProduct,
} from './cart-reducer';

const STORAGE_KEY = 'cart';
/** An id being added is ignored for this long, so a double tap adds once. */
const ADD_GUARD_MS = 500;

/** What an add did: `added`, `limited` (some quantity was cut at 25) or `ignored` (double tap). */
export type AddResult = 'added' | 'limited' | 'ignored';

type CartContextValue = {
  items: CartItem[];
  count: number;
  total: number;
  isOpen: boolean;
  /** Throws, adding nothing, when a product is one the cart could not read back from storage. */
  add: (products: CartProduct | CartProduct[], quantity?: number) => AddResult;
  setQuantity: (id: number, quantity: number) => void;
  remove: (id: number) => void;
  clear: () => void;
  /** Takes out what a verified payment paid for, and nothing more. */
  takeOut: (paid: { id?: number; quantity: number }[]) => void;
  open: () => void;
  close: () => void;
};

const CartContext = createContext<CartContextValue | null>(null);

const noItems: CartItem[] = [];

function readCart() {
  return readStored(STORAGE_KEY, storedCartSchema, []);
}

export function CartProvider({ children }: { children: ReactNode }) {
  const [state, dispatch] = useReducer(cartReducer, undefined, () => ({ items: readCart() }));
  const [isOpen, setOpen] = useState(false);
  const adding = useRef(new Set<number>());
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
        dispatch({ type: 'replace', items: readCart() });
      }),
    [],
  );

  const add = useCallback(
    (products: CartProduct | CartProduct[], quantity = 1): AddResult => {
      const list = (Array.isArray(products) ? products : [products]).filter(
        (product) => !adding.current.has(product.id),
      );
      if (!list.length) return 'ignored';
      // Stored, then lost at the next reload: the add fails now instead, and says so.
      if (!list.every((product) => isKeepableLine({ ...product, quantity: MIN_QUANTITY }))) {
        throw new Error('The cart could not keep this product');
      }
      for (const product of list) {
        adding.current.add(product.id);
        setTimeout(() => adding.current.delete(product.id), ADD_GUARD_MS);
      }
      const limited = list.some((product) => {
        const existing = state.items.find((item) => item.id === product.id)?.quantity ?? 0;
        return existing + quantity > MAX_QUANTITY;
      });
      dispatch({ type: 'add', products: list, quantity });
      return limited ? 'limited' : 'added';
    },
    [state.items],
  );

  const setQuantity = useCallback(
    (id: number, quantity: number) => dispatch({ type: 'setQuantity', id, quantity }),
    [],
  );
  const remove = useCallback((id: number) => dispatch({ type: 'remove', id }), []);
  const clear = useCallback(() => dispatch({ type: 'clear' }), []);
  const takeOut = useCallback(
    (paid: { id?: number; quantity: number }[]) => dispatch({ type: 'takeOut', paid }),
    [],
  );
  const open = useCallback(() => setOpen(true), []);
  const close = useCallback(() => setOpen(false), []);

  // The prerendered shell shows an empty cart: so does the render that hydrates it.
  const items = useHydrated() ? state.items : noItems;
  const value = useMemo(
    () => ({
      items,
      count: cartCount(items),
      total: cartTotal(items),
      isOpen,
      add,
      setQuantity,
      remove,
      clear,
      takeOut,
      open,
      close,
    }),
    [items, isOpen, add, setQuantity, remove, clear, takeOut, open, close],
  );
  return <CartContext.Provider value={value}>{children}</CartContext.Provider>;
}

export function useCart() {
  const context = useContext(CartContext);
  if (!context) throw new Error('useCart must be used inside <CartProvider>');
  return context;
}
