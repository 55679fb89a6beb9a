import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useSession } from '../app/Session';
import { useAppSelector } from '../store/hooks';
import { selectCartItems } from '../store/slices/cart';
import type { Cart } from '../types/cart';
import { countOf, guestLineViews, serverLineViews, subtotalOf, type LineView } from './lines';
import { userCartQuery } from './queries';

export interface CartView {
  signedIn: boolean;
  /** The shop the cart belongs to (one shop at a time); null when empty. */
  shopId: number | null;
  lines: LineView[];
  count: number;
  subtotal: number;
  /** The server cart (signed in). */
  cart: Cart | null;
  isLoading: boolean;
  error: unknown;
  retry: () => void;
}

/** The cart the panel and checkout show: the local lines for guests, the server cart once signed in. */
export function useCart(): CartView {
  const { user } = useSession();
  const items = useAppSelector(selectCartItems);
  const query = useQuery(userCartQuery(user?.id));
  const cart = user ? (query.data ?? null) : null;
  const lines = useMemo(() => (user ? serverLineViews(cart) : guestLineViews(items)), [user, cart, items]);
  return {
    signedIn: Boolean(user),
    shopId: lines.length ? (user ? (cart?.shop_id ?? null) : (items[0]?.shop_id ?? null)) : null,
    lines,
    count: countOf(lines),
    subtotal: subtotalOf(lines),
    cart,
    isLoading: Boolean(user) && query.isPending,
    error: user ? query.error : null,
    retry: () => void query.refetch(),
  };
}
