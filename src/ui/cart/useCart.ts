import { useQuery } from '@tanstack/react-query';
import { useAfterLoad } from '../app/after-load';
import { useMemo } from 'react';
import { useSession } from '../app/Session';
import type { Membership } from '../group-order/member-cookie';
import { useMembership } from '../group-order/membership';
import { memberCartQuery } from '../group-order/queries';
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
  /** The server cart (signed in, or the group cart of a member). */
  cart: Cart | null;
  /** Set while the visitor is a member of someone else's group order: its lines are its part of that cart. */
  member: Membership | null;
  isLoading: boolean;
  error: unknown;
  retry: () => void;
}

/**
 * The cart the panel and checkout show: the local lines for guests, the server cart once signed in, and a
 * group member's own part of the group cart (`scope: 'own'` ignores the membership: checkout is the owner's).
 */
export function useCart(scope: 'active' | 'own' = 'active'): CartView {
  const { user } = useSession();
  const membership = useMembership();
  const member = scope === 'active' ? membership : null;
  const items = useAppSelector(selectCartItems);
  // The server cart is read once the page has loaded (the panel shows its skeleton until then, as while reading).
  const afterLoad = useAfterLoad();
  const query = useQuery({ ...userCartQuery(member ? undefined : user?.id), enabled: Boolean(!member && user) && afterLoad });
  const group = useQuery(memberCartQuery(member));
  const server = Boolean(member || user);
  const cart = member ? (group.data ?? null) : user ? (query.data ?? null) : null;
  const lines = useMemo(() => (server ? serverLineViews(cart) : guestLineViews(items)), [server, cart, items]);
  const active = member ? group : query;
  return {
    signedIn: Boolean(user),
    shopId: lines.length ? (member ? member.shop_id : user ? (cart?.shop_id ?? null) : (items[0]?.shop_id ?? null)) : null,
    lines,
    count: countOf(lines),
    subtotal: subtotalOf(lines),
    cart,
    member,
    isLoading: server && active.isPending,
    error: server ? active.error : null,
    retry: () => void active.refetch(),
  };
}
