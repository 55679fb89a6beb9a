import { queryOptions } from '@tanstack/react-query';
import type { Cart } from '../types/cart';
import { retrieveCart } from './api';
import { waitForMerge } from './merge';
import { afterCartChanges } from './mutations';

/** The signed-in cart lives in React Query (one entry per user); logout drops every USER_CART_KEY entry. */
export const USER_CART_KEY = ['user-cart'] as const;
export const userCartKey = (userId: number | undefined) => [...USER_CART_KEY, userId ?? 0] as const;

export const userCartQuery = (userId: number | undefined) =>
  queryOptions<Cart | null>({
    queryKey: userCartKey(userId),
    // A sign-in merge or a change in flight decides what the cart holds: read after them.
    queryFn: async () => {
      await waitForMerge();
      await afterCartChanges();
      return retrieveCart();
    },
    enabled: Boolean(userId),
    staleTime: 0,
  });
