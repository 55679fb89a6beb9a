import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { notifyHub, type HubSpec, type NotifyHub } from '../../db/notify-hub';
import type { Logger } from '../../http/log';

/**
 * Live notification feed: every stored notification sends `pg_notify('user_notifications', json)` inside the
 * writer's transaction (db/notify-hub.ts), keyed by user; a news item sent to everyone is one event with
 * user_id 0 (BROADCAST), which every stream also listens to. After a lost LISTEN the hub hands each watched
 * key a `resync` event, so streams re-read the counts.
 */

export const USER_FEED_CHANNEL = 'user_notifications';
export const BROADCAST = 0;

export interface UserFeedEvent {
  user_id: number;
  /** push_notifications.id (0 for a broadcast or a resync). */
  id: number;
  type: string;
}

export async function notifyUserFeed(tx: Db, event: UserFeedEvent): Promise<void> {
  await tx.execute(sql`select pg_notify(${USER_FEED_CHANNEL}, ${JSON.stringify(event)})`);
}

const USER_FEED_HUB: HubSpec<UserFeedEvent> = {
  channel: USER_FEED_CHANNEL,
  keyOf: (e) => e.user_id,
  reread: async (_database, userId) => ({ user_id: userId, id: 0, type: 'resync' }),
};

export type UserFeedHub = NotifyHub<UserFeedEvent>;

export function userFeedHub(database: Database, logger: Logger): UserFeedHub {
  return notifyHub(database, logger, USER_FEED_HUB);
}
