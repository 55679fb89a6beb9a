import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Paginate, SuccessResponse } from '@/contract/envelope';
import { nextPageParam } from '../content/pagination';
import { getJson, type Http } from '../http/json';
import type { BookingShop, Section, Table, UserBooking } from './types';

/** Reads of the reservation pages (contract §3.10), shared by the server prefetch and the browser. */

export type BookingTab = 'upcoming' | 'past';

export const bookingKeys = {
  mine: ['bookings', 'mine'] as const,
  myList: (locale: string, tab: BookingTab) => ['bookings', 'mine', locale, tab] as const,
  shops: (locale: string) => ['bookings', 'shops', locale] as const,
  shop: (locale: string, id: string) => ['bookings', 'shop', locale, id] as const,
  sections: (locale: string, shopId: number) => ['bookings', 'sections', locale, shopId] as const,
  tables: (sectionId: number) => ['bookings', 'tables', sectionId] as const,
  booked: (tableId: number, date: string) => ['bookings', 'booked', tableId, date] as const,
};

/** Booked times change while the customer chooses: re-read after a few seconds. */
const LIVE = { staleTime: 5_000 } as const;

export const bookingShopsQuery = (http: Http, locale: string) =>
  infiniteQueryOptions({
    queryKey: bookingKeys.shops(locale),
    queryFn: ({ pageParam }) => getJson<Paginate<BookingShop>>(http, 'rest/booking/shops/paginate', { page: pageParam, perPage: 12 }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
  });

export const bookingShopQuery = (http: Http, locale: string, id: string) =>
  queryOptions({
    queryKey: bookingKeys.shop(locale, id),
    queryFn: async () => (await getJson<SuccessResponse<BookingShop>>(http, `rest/booking/shops/${encodeURIComponent(id)}`)).data,
  });

export const sectionsQuery = (http: Http, locale: string, shopId: number) =>
  queryOptions({
    queryKey: bookingKeys.sections(locale, shopId),
    queryFn: async () => (await getJson<Paginate<Section>>(http, 'rest/booking/shop-sections', { shop_id: shopId, perPage: 50 })).data,
  });

export const tablesQuery = (http: Http, sectionId: number) =>
  queryOptions({
    queryKey: bookingKeys.tables(sectionId),
    queryFn: async () => (await getJson<Paginate<Table>>(http, 'rest/booking/tables', { shop_section_id: sectionId, perPage: 100 })).data,
  });

export const bookedQuery = (http: Http, tableId: number, date: string) =>
  queryOptions({
    queryKey: bookingKeys.booked(tableId, date),
    queryFn: () => getJson<Array<{ start_date: string; end_date: string }>>(http, `rest/booking/disable-dates/table/${tableId}`, { date_from: date, date_to: date }),
    ...LIVE,
  });

export const myBookingsQuery = (http: Http, locale: string, tab: BookingTab) =>
  infiniteQueryOptions({
    queryKey: bookingKeys.myList(locale, tab),
    queryFn: ({ pageParam }) => getJson<Paginate<UserBooking>>(http, 'dashboard/user/my-bookings', { type: tab, page: pageParam, perPage: 10 }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    ...LIVE,
  });
