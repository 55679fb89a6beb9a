// Notification preferences and the in-app (push) notification feed.
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { notificationTypes } from './enums';
import { users } from './identity';
import type { JsonObject, PushNotificationData } from './types';
import { id, inList, timestamps } from './columns';

/** Notification kinds a user can switch on or off. */
export const notifications = pgTable(
  'notifications',
  {
    id: id(),
    type: text('type').notNull().unique(),
    payload: jsonb('payload').$type<JsonObject>(),
    ...timestamps(),
  },
  (t) => [check('notifications_type_check', inList(t.type, notificationTypes))],
);

/** Per-user preference (`notification{user_id, notification_id, active}`). */
export const notificationUser = pgTable(
  'notification_user',
  {
    id: id(),
    notificationId: integer('notification_id')
      .notNull()
      .references(() => notifications.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    active: boolean('active').notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('notification_user_user_id_notification_id_idx').on(t.userId, t.notificationId),
    index('notification_user_notification_id_idx').on(t.notificationId),
  ],
);

/**
 * A user's notification feed (`dashboard/notifications`); `type` is e.g. new_order,
 * status_changed, news_publish, new_user_by_referral, booking_status.
 */
export const pushNotifications = pgTable(
  'push_notifications',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    title: text('title'),
    body: text('body'),
    data: jsonb('data').$type<PushNotificationData>(),
    readAt: timestamp('read_at', { withTimezone: true }),
    ...timestamps(),
  },
  (t) => [
    index('push_notifications_user_id_idx').on(t.userId, t.createdAt),
    index('push_notifications_user_id_type_read_at_idx').on(t.userId, t.type, t.readAt),
  ],
);
