import { useQueryClient } from '@tanstack/react-query';
import { clientOnly } from '../app/client-only';
import { useEffect, useState } from 'react';
import { useSession } from '../app/Session';
import { useAppDispatch, useAppStore } from '../store/hooks';
import { clearCart, replaceCart, selectCartItems } from '../store/slices/cart';
import type { CartItem } from '../store/slices/cart';
import { addToCart, clearCart as clearServerCart, retrieveCart } from './api';
import { askMergeReplace, dismissNewCart, pendingNewCart, useNewCartRequest } from './conflict';
import { useCartCurrency } from './currency';
import { GUEST_CART_KEY, newCartId, parseGuestCart, serializeGuestCart } from './guest-storage';
import { dropGuestCart, mergeGuestCart } from './merge';
import { userCartKey } from './queries';

const storage = () => window.localStorage;

/** MUI and the dialog load only when there is a question to ask. */
const NewCartDialog = clientOnly(() => import('./NewCartDialog').then((m) => m.default));

/** Writes the guest lines (or removes the entry when empty), keeping the local cart's id; skips no-op writes. */
function writeGuestCart(items: readonly CartItem[]) {
  const stored = parseGuestCart(storage().getItem(GUEST_CART_KEY), Date.now());
  if (!items.length) return stored ? storage().removeItem(GUEST_CART_KEY) : undefined;
  if (stored && JSON.stringify(stored.items) === JSON.stringify(items)) return;
  storage().setItem(GUEST_CART_KEY, serializeGuestCart(stored?.id ?? newCartId(), items, Date.now()));
}

/**
 * Loaded after the page (next/dynamic, every page; no MUI): mirrors the guest cart to localStorage and back
 * (reloads, other tabs), and merges it into the server cart once the visitor is signed in.
 */
export default function CartSync() {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const qc = useQueryClient();
  const { user } = useSession();
  const currency = useCartCurrency();
  const question = useNewCartRequest();
  // Bumped whenever the stored guest cart may have changed, so the merge effect looks again.
  const [version, setVersion] = useState(0);

  useEffect(() => {
    try {
      const stored = parseGuestCart(storage().getItem(GUEST_CART_KEY), Date.now());
      // Lines added before this loaded are newer than storage: they win.
      if (stored && !selectCartItems(store.getState()).length) dispatch(replaceCart(stored.items));
      else writeGuestCart(selectCartItems(store.getState()));
    } catch {
      // Storage blocked (private mode): the cart lives for this page only.
    }
    let last = selectCartItems(store.getState());
    const unsubscribe = store.subscribe(() => {
      const items = selectCartItems(store.getState());
      if (items === last) return;
      last = items;
      try {
        writeGuestCart(items);
        setVersion((v) => v + 1);
      } catch {
        // Full or blocked storage: keep going in memory.
      }
    });
    const onStorage = (event: StorageEvent) => {
      if (event.key !== GUEST_CART_KEY && event.key !== null) return;
      const items = parseGuestCart(event.newValue ?? storage().getItem(GUEST_CART_KEY), Date.now())?.items ?? [];
      last = items;
      dispatch(items.length ? replaceCart(items) : clearCart());
      setVersion((v) => v + 1);
    };
    window.addEventListener('storage', onStorage);
    return () => {
      unsubscribe();
      window.removeEventListener('storage', onStorage);
    };
  }, [dispatch, store]);

  const userId = user?.id;
  useEffect(() => {
    if (!userId || !selectCartItems(store.getState()).length || pendingNewCart()?.kind === 'merge') return;
    const key = userCartKey(userId);
    mergeGuestCart({ storage: storage(), locks: typeof navigator !== 'undefined' ? navigator.locks : null, currency, send: addToCart, fetchCart: retrieveCart })
      .then(async (outcome) => {
        if (outcome.kind === 'none') return;
        dispatch(clearCart());
        await qc.cancelQueries({ queryKey: key });
        if (outcome.kind === 'merged') qc.setQueryData(key, outcome.cart);
        else await qc.invalidateQueries({ queryKey: key });
      })
      // OTHER_SHOP: the user has a cart elsewhere; the dialog asks whether the guest cart replaces it.
      // Anything else: the local cart stays and the merge runs again on the next change or page.
      .catch((failure) => (failure as { data?: { message?: string } }).data?.message === 'OTHER_SHOP' && askMergeReplace());
    // `version`: the guest cart changed (another tab, a late restore) while signed in.
  }, [userId, version, currency, dispatch, store, qc]);

  const replaceServerCart = async () => {
    const old = await retrieveCart();
    if (old?.id) await clearServerCart([old.id]);
    dismissNewCart();
    setVersion((v) => v + 1);
  };
  const keepServerCart = () => {
    dropGuestCart(storage());
    dispatch(clearCart());
  };
  return question ? <NewCartDialog onReplaceServerCart={replaceServerCart} onKeepServerCart={keepServerCart} /> : null;
}
