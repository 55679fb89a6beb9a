import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import type { Paginate, SuccessResponse } from '@/contract/envelope';
import { nextPageParam } from '../content/pagination';
import { getJson, type Http } from '../http/json';
import { NOTIFICATION_STATS_QUERY } from '../app/Session';
import type { UnreadStatistic } from './live';

/** The signed-in user's notification feed, unread counts and settings (contract §3.9). */

export const NOTIFICATIONS_PER_PAGE = 10;

export interface FeedNotification {
  id: number;
  type: string;
  title: string | null;
  body: string | null;
  data: { id?: number; type?: string; status?: string; price?: number; [key: string]: unknown };
  read_at: string | null;
  created_at?: string;
}

export interface NotificationSetting {
  id: number;
  type: string;
  notification: { notification_id: number; active: boolean };
}

export const notificationKeys = {
  feed: (locale: string) => ['notifications', 'feed', locale] as const,
  settings: ['notifications', 'settings'] as const,
};

export const feedQuery = (http: Http, locale: string) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.feed(locale),
    queryFn: ({ pageParam }) => getJson<Paginate<FeedNotification>>(http, 'dashboard/notifications', { page: pageParam, perPage: NOTIFICATIONS_PER_PAGE }),
    initialPageParam: 1,
    getNextPageParam: nextPageParam,
    staleTime: 0,
  });

export const statisticQuery = (http: Http) =>
  queryOptions({
    queryKey: NOTIFICATION_STATS_QUERY,
    queryFn: () => getJson<UnreadStatistic>(http, 'dashboard/user/profile/notifications-statistic'),
    staleTime: 0,
  });

export const settingsQuery = (http: Http) =>
  queryOptions({
    queryKey: notificationKeys.settings,
    queryFn: async () => (await getJson<SuccessResponse<NotificationSetting[]>>(http, 'dashboard/user/notifications')).data,
    staleTime: 0,
  });
