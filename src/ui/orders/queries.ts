import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Paginate, SuccessResponse } from '@/contract/envelope';
import { nextPageParam } from '../content/pagination';
import { getJson, type Http } from '../http/json';
import type { Order, OrderDetailView, OrderRefund } from '../types/orders';
import { tabParams, type OrderTab } from './tabs';

/** The signed-in user's orders and refunds (contract §3.6), shared by the server prefetch and the browser. */

export const ORDERS_PER_PAGE = 10;

/**
 * Orders change while the user looks: re-read on mount unless just loaded (the app default keeps data for an
 * hour). A few seconds spare the server-rendered page an immediate second read.
 */
const LIVE = { staleTime: 5_000 } as const;

export const orderKeys = {
  all: ['orders'] as const,
  list: (locale: string, tab: OrderTab) => ['orders', 'list', locale, tab] as const,
  detail: (locale: string, id: string) => ['orders', 'detail', locale, id] as const,
  refunds: (locale: string) => ['orders', 'refunds', locale] as const,
};

export const ordersQuery = (http: Http, locale: string, tab: OrderTab) =>
  infiniteQueryOptions({
    queryKey: orderKeys.list(locale, tab),
    queryFn: ({ pageParam }) => getJson<Paginate<Order>>(http, 'dashboard/user/orders/paginate', { ...tabParams(tab), page: pageParam, perPage: ORDERS_PER_PAGE }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    ...LIVE,
  });

export const orderQuery = (http: Http, locale: string, id: string) =>
  queryOptions({
    queryKey: orderKeys.detail(locale, id),
    queryFn: async () => (await getJson<SuccessResponse<OrderDetailView>>(http, `dashboard/user/orders/${encodeURIComponent(id)}`)).data,
    ...LIVE,
  });

export const refundsQuery = (http: Http, locale: string) =>
  infiniteQueryOptions({
    queryKey: orderKeys.refunds(locale),
    queryFn: ({ pageParam }) => getJson<Paginate<OrderRefund>>(http, 'dashboard/user/order-refunds/paginate', { page: pageParam, perPage: ORDERS_PER_PAGE }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    ...LIVE,
  });
