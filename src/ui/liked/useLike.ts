import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { http } from '../http/browser';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectIsLiked, toggleLiked } from '../store/slices/liked';
import type { ShopItem } from '../types/api';
import { toLikedShop } from './merge';
import { FAVOURITES_KEY } from './queries';

/** The heart of a shop: the liked slice always; the favourites API too when signed in. */
export function useLike(shop: ShopItem) {
  const dispatch = useAppDispatch();
  // Signed in or not, never the user object: a heart sits on every shop card, and none should re-render when the
  // stored user is replaced.
  const signedIn = useAppSelector((s) => Boolean(s.auth.user));
  const queryClient = useQueryClient();
  const liked = useAppSelector((s) => selectIsLiked(s, shop.uuid));
  const toggle = useCallback(async () => {
    dispatch(toggleLiked(toLikedShop(shop)));
    if (!signedIn) return;
    try {
      if (liked) await http.delete(`dashboard/user/favourites/shops/${shop.id}`);
      else await http.post('dashboard/user/favourites/shops', { shop_id: shop.id });
    } catch {
      dispatch(toggleLiked(toLikedShop(shop)));
    }
    await queryClient.invalidateQueries({ queryKey: FAVOURITES_KEY });
  }, [dispatch, liked, queryClient, shop, signedIn]);
  return { liked, toggle };
}
