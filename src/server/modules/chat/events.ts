import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../db/client';
import { notifyHub, type HubSpec, type NotifyHub } from '../../db/notify-hub';
import type { Logger } from '../../http/log';

/**
 * Live chat: every stored message (and every "read") sends `pg_notify('chat_messages', json)` inside the
 * writer's transaction, twice: keyed by the customer (their stream) and by ADMINS (every staff stream). The
 * payload names the chat only; streams read the messages themselves (after the commit, so they are there,
 * and a pg_notify payload stays far below its 8000-byte limit whatever the text).
 */

export const CHAT_CHANNEL = 'chat_messages';
/** The key every staff stream listens to. */
export const ADMINS = 0;

export interface ChatEvent {
  key: number;
  chat_id: number;
  kind: 'message' | 'read' | 'resync';
}

export async function notifyChat(tx: Db, customerId: number, chatId: number, kind: ChatEvent['kind']): Promise<void> {
  for (const key of [customerId, ADMINS]) {
    await tx.execute(sql`select pg_notify(${CHAT_CHANNEL}, ${JSON.stringify({ key, chat_id: chatId, kind } satisfies ChatEvent)})`);
  }
}

const CHAT_HUB: HubSpec<ChatEvent> = {
  channel: CHAT_CHANNEL,
  keyOf: (e) => e.key,
  // Streams re-read everything after the last message they sent, so a bare nudge is enough.
  reread: async (_database, key) => ({ key, chat_id: 0, kind: 'resync' }),
};

export function chatHub(database: Database, logger: Logger): NotifyHub<ChatEvent> {
  return notifyHub(database, logger, CHAT_HUB);
}
