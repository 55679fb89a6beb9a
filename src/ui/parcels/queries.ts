import { queryOptions } from '@tanstack/react-query';
import type { Paginate, SuccessResponse } from '@/contract/envelope';
import { getJson, type Http } from '../http/json';
import type { Parcel, ParcelType } from './types';

/** Parcel reads (contract §3.11), shared by the server prefetch and the browser. */

export const parcelKeys = {
  all: ['parcels'] as const,
  list: (locale: string) => ['parcels', 'list', locale] as const,
  detail: (locale: string, id: string) => ['parcels', 'detail', locale, id] as const,
  types: (locale: string) => ['parcel-types', locale] as const,
};

/** Parcels move while the customer looks: re-read on mount unless just loaded. */
const LIVE = { staleTime: 5_000 } as const;

export const parcelsQuery = (http: Http, locale: string) =>
  queryOptions({
    queryKey: parcelKeys.list(locale),
    queryFn: () => getJson<Paginate<Parcel>>(http, 'dashboard/user/parcel-orders', { perPage: 50 }),
    ...LIVE,
  });

export const parcelQuery = (http: Http, locale: string, id: string) =>
  queryOptions({
    queryKey: parcelKeys.detail(locale, id),
    queryFn: async () => (await getJson<SuccessResponse<Parcel>>(http, `dashboard/user/parcel-orders/${encodeURIComponent(id)}`)).data,
    ...LIVE,
  });

export const parcelTypesQuery = (http: Http, locale: string) =>
  queryOptions({
    queryKey: parcelKeys.types(locale),
    queryFn: async () => (await getJson<Paginate<ParcelType>>(http, 'rest/parcel-order/types', { perPage: 50 })).data,
  });
