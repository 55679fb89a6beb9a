import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notifications, notificationUser, pushNotifications } from '../../db/schema';
import type { PushNotificationData } from '../../db/schema/types';
import { notifyUserFeed } from './events';
import { kindOfFeedType, type NotificationKind } from './kinds';

/**
 * The one way any module tells a user something happened (order status, refund answer, wallet money, news,
 * booking, chat…). Call it inside the transaction that made the change, so a rolled-back change notifies nobody.
 * `type` is the feed type the contract counts in `notifications-statistic` (status_changed, transaction,
 * new_order, new_user_by_referral, booking_status, news_publish, …). The notifications module owns preferences
 * and live delivery; callers only describe the event.
 *
 * A type whose kind (kinds.ts) the user switched off in /settings/notification is neither stored nor sent.
 * Live delivery is a pg_notify in the same transaction: the user's open streams hear it once it commits.
 */
export interface NotificationInput {
  userId: number;
  type: string;
  title: string;
  body?: string;
  data?: PushNotificationData;
}

/** False when the user switched `kind` off (no preference row means on). */
export async function wantsKind(tx: Db, userId: number, kind: NotificationKind): Promise<boolean> {
  const [off] = await tx
    .select({ id: notificationUser.id })
    .from(notificationUser)
    .innerJoin(notifications, eq(notifications.id, notificationUser.notificationId))
    .where(and(eq(notificationUser.userId, userId), eq(notifications.type, kind), eq(notificationUser.active, false)))
    .limit(1);
  return !off;
}

export async function publishNotification(tx: Db, input: NotificationInput): Promise<void> {
  const kind = kindOfFeedType(input.type);
  if (kind && !(await wantsKind(tx, input.userId, kind))) return;
  const [row] = await tx
    .insert(pushNotifications)
    .values({ userId: input.userId, type: input.type, title: input.title, body: input.body ?? null, data: input.data ?? null })
    .returning({ id: pushNotifications.id });
  await notifyUserFeed(tx, { user_id: input.userId, id: row.id, type: input.type });
}
