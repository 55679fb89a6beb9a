import type { notificationTypes } from '../../db/schema/enums';

export type NotificationKind = (typeof notificationTypes)[number];

/**
 * Which switchable kind (`notifications.type`, toggled in /settings/notification) a feed type belongs to.
 * A feed type not listed here is always delivered (nothing to switch off).
 */
const KIND_OF_FEED_TYPE: Record<string, NotificationKind> = {
  status_changed: 'order_statuses',
  booking_status: 'order_statuses',
  new_order: 'order_verify',
  new_booking: 'order_verify',
  new_in_table: 'order_verify',
  news_publish: 'push',
  notification: 'push',
  transaction: 'push',
  new_user_by_referral: 'push',
  discount: 'discount',
};

export function kindOfFeedType(type: string): NotificationKind | null {
  return KIND_OF_FEED_TYPE[type] ?? null;
}

/** The feed types a kind covers (news fan-out skips users who switched its kind off). */
export function feedTypesOfKind(kind: NotificationKind): string[] {
  return Object.entries(KIND_OF_FEED_TYPE).filter(([, k]) => k === kind).map(([t]) => t);
}
