import {
  newsPublishBody,
  notificationListQuery,
  notificationParams,
  notificationQuery,
  notificationSettingsBody,
} from '@/contract/schemas/notifications';
import { success } from '../../http/envelope';
import { defineRoute, json } from '../../http/route';
import { staffActor } from '../orders/staff';
import * as feed from './feed';
import { publishNews } from './news';
import * as settings from './settings';
import { openFeedStream } from './stream';

/** The notification feed, its unread counts (live), per-kind settings and news publishing (contract §3.9). */
const tag = 'notifications';

export const notificationRoutes = [
  defineRoute({
    method: 'GET', path: '/dashboard/notifications', summary: "The caller's notifications, newest first", tag, auth: 'required',
    query: notificationListQuery,
    handler: async ({ ctx, req, user, query }) => json(await feed.listFeed(ctx, req, user!, query)),
  }),
  defineRoute({
    method: 'GET', path: '/dashboard/notifications/stream', summary: 'Server-sent events: the unread counts now, then after each new notification', tag, auth: 'required',
    query: notificationQuery,
    handler: async ({ ctx, user }) => openFeedStream(ctx, user!),
  }),
  defineRoute({
    method: 'POST', path: '/dashboard/notifications/read-all', summary: "Mark all the caller's notifications read", tag, auth: 'required',
    query: notificationQuery,
    handler: async ({ ctx, user }) => json(success(await feed.readAll(ctx, user!))),
  }),
  defineRoute({
    method: 'GET', path: '/dashboard/notifications/:id', summary: 'One notification of the caller', tag, auth: 'required',
    params: notificationParams, query: notificationQuery,
    handler: async ({ ctx, user, params }) => json(success(await feed.showNotification(ctx, user!, params.id))),
  }),
  defineRoute({
    method: 'POST', path: '/dashboard/notifications/:id/read-at', summary: 'Mark one notification read', tag, auth: 'required',
    params: notificationParams, query: notificationQuery,
    handler: async ({ ctx, user, params }) => json(success(await feed.readNotification(ctx, user!, params.id))),
  }),
  defineRoute({
    method: 'GET', path: '/dashboard/user/profile/notifications-statistic', summary: 'Unread notifications per type (bare object)', tag, auth: 'required',
    query: notificationQuery,
    handler: async ({ ctx, user }) => json(await feed.unreadStatistic(ctx.db, user!.user.id)),
  }),
  defineRoute({
    method: 'GET', path: '/dashboard/user/notifications', summary: 'Notification kinds with the caller’s on/off setting', tag, auth: 'required',
    query: notificationQuery,
    handler: async ({ ctx, user }) => json(success(await settings.listSettings(ctx, user!))),
  }),
  defineRoute({
    method: 'POST', path: '/dashboard/user/update/notifications', summary: 'Switch notification kinds on or off', tag, auth: 'required',
    body: notificationSettingsBody,
    handler: async ({ ctx, user, body }) => json(success(await settings.updateSettings(ctx, user!, body))),
  }),
  defineRoute({
    method: 'POST', path: '/dashboard/admin/news/publish', summary: 'Publish a news item and notify every user who has news on (admin)', tag, auth: 'required',
    body: newsPublishBody,
    handler: async ({ ctx, req, user, body }) => {
      staffActor(user!, 'admin');
      return json(success(await publishNews(ctx, req, user!, body)), { status: 201 });
    },
  }),
];
