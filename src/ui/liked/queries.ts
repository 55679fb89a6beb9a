import { queryOptions } from '@tanstack/react-query';
import type { Paginate } from '@/contract/envelope';
import { getJson, type Http } from '../http/json';
import type { ShopItem } from '../types/api';

export const FAVOURITES_KEY = ['favourites', 'shops'] as const;

/** The signed-in user's favourite shops (contract §0.8). */
export const favouritesQuery = (http: Http, userId: number | undefined) =>
  queryOptions({
    queryKey: [...FAVOURITES_KEY, userId ?? 0] as const,
    queryFn: async () => (await getJson<Paginate<ShopItem>>(http, 'dashboard/user/favourites/shops', { perPage: 100 })).data ?? [],
    enabled: Boolean(userId),
  });
