import { queryOptions } from '@tanstack/react-query';
import type { Cart } from '../types/cart';
import { afterCartChanges } from '../cart/mutations';
import { memberCart } from './api';
import type { Membership } from './member-cookie';

/** A member's view of the group cart (its own part first); the owner reads its cart through cart/queries.ts. */
export const MEMBER_CART_KEY = ['group-member-cart'] as const;
export const memberCartKey = (m: Membership | null) => [...MEMBER_CART_KEY, m?.cart_id ?? 0, m?.uuid ?? ''] as const;

export const memberCartQuery = (m: Membership | null) =>
  queryOptions<Cart>({
    queryKey: memberCartKey(m),
    // After the member's own changes in flight, so an older answer never replaces a newer one.
    queryFn: () => afterCartChanges().then(() => memberCart(m!)),
    enabled: Boolean(m),
    staleTime: 0,
    retry: false,
  });
