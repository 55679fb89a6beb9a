import { z } from 'zod';
import { commonQuery, flag, id, pagination, text } from './fields';

/** Request shapes of the notification feed, its settings and news publishing (contract §3.9). */

/** Feed types the contract counts in `notifications-statistic` (the unread badge). */
export const FEED_TYPES = [
  'notification',
  'transaction',
  'new_order',
  'new_user_by_referral',
  'status_changed',
  'new_in_table',
  'booking_status',
  'new_booking',
  'news_publish',
] as const;

export const notificationListQuery = z.object({
  ...commonQuery,
  ...pagination,
  type: z.enum(FEED_TYPES, 'Unknown notification type').optional(),
});

export const notificationParams = z.object({ id: id() });
export const notificationQuery = z.object(commonQuery);

/** `{notifications: [{notification_id, active}]}`: the kinds to switch on or off. */
export const notificationSettingsBody = z.strictObject({
  notifications: z
    .array(z.strictObject({ notification_id: id(), active: z.union([flag(), z.literal(0), z.literal(1)]).transform(Boolean) }))
    .min(1, 'Name at least one notification')
    .max(20, 'At most 20 notifications'),
});

/** A news item published to every user (a blog of type notification). */
export const newsPublishBody = z.strictObject({
  title: text(200),
  short_desc: text(500).optional(),
  description: text(10_000).optional(),
});
