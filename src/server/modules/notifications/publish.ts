import type { Db } from '../../db/client';
import { pushNotifications } from '../../db/schema';
import type { PushNotificationData } from '../../db/schema/types';

/**
 * The one way any module tells a user something happened (order status, refund answer, wallet money, news,
 * booking, chat…). Call it inside the transaction that made the change, so a rolled-back change notifies nobody.
 * `type` is the feed type the contract counts in `notifications-statistic` (status_changed, transaction,
 * new_order, new_user_by_referral, booking_status, news_publish, …). The notifications module owns preferences
 * and live delivery; callers only describe the event.
 */
export interface NotificationInput {
  userId: number;
  type: string;
  title: string;
  body?: string;
  data?: PushNotificationData;
}

export async function publishNotification(tx: Db, input: NotificationInput): Promise<void> {
  await tx.insert(pushNotifications).values({
    userId: input.userId,
    type: input.type,
    title: input.title,
    body: input.body ?? null,
    data: input.data ?? null,
  });
}
