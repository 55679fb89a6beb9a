import type { AppContext } from '../../context';
import type { RouteResult, StreamSink } from '../../http/route';
import { ADMINS, chatHub } from './events';
import * as q from './queries';
import { presentMessage } from './service';

/**
 * `GET dashboard/user/chat/stream` (the caller's chat) and `GET dashboard/admin/chats/stream` (every support
 * chat): server-sent events.
 *   retry: 3000
 *   event: message  id: <message id>  data: {id, chat_id, sender, chat_content, order_id, unread, created_at…}
 *   event: unread   data: {"count": n}   (the other side's unread messages: the header badge)
 * Messages after the start point (Last-Event-ID of a reconnecting EventSource, else `after_id`, else now) come
 * first, oldest first, once LISTEN is active (so none falls between); then each new one as it is committed in
 * any server process; `unread` after each batch and after a "read". A lost LISTEN re-reads on its return.
 */

export const HEARTBEAT_MS = 20_000;
const BATCH = 100;

export interface ChatStreamSpec {
  scope: q.Scope;
  reader: q.Side;
  /** Send messages after this id; undefined: from now on. */
  afterId?: number;
}

/** A Last-Event-ID header, when it is a message id. */
export function lastEventId(header: string | string[] | undefined): number | undefined {
  const value = Array.isArray(header) ? header[0] : header;
  return value && /^[0-9]{1,10}$/.test(value) ? Number(value) : undefined;
}

export function openChatStream(ctx: AppContext, spec: ChatStreamSpec, heartbeatMs = HEARTBEAT_MS): RouteResult {
  const hub = chatHub(ctx.database, ctx.logger);
  const key = spec.scope.customerId ?? ADMINS;
  return {
    kind: 'stream',
    open(sink: StreamSink) {
      let closed = false;
      let ready = false;
      let lastSent = spec.afterId ?? -1;
      let pending: Promise<void> = Promise.resolve();
      let stop = () => {};
      // One pass at a time, in order: a burst of events never sends a message twice or out of order.
      const pump = () => {
        pending = pending
          .then(async () => {
            if (closed) return;
            if (lastSent < 0) lastSent = await q.lastMessageId(ctx.db, spec.scope);
            for (;;) {
              const rows = await q.messagesAfter(ctx.db, spec.scope, lastSent, BATCH);
              for (const row of rows) {
                if (closed) return;
                lastSent = Math.max(lastSent, row.id);
                sink.write(`event: message\nid: ${row.id}\ndata: ${JSON.stringify(presentMessage(row))}\n\n`);
              }
              if (rows.length < BATCH) break;
            }
            const count = await q.unreadCount(ctx.db, spec.scope, spec.reader);
            if (!closed) sink.write(`event: unread\ndata: ${JSON.stringify({ count })}\n\n`);
          })
          .catch((error) => ctx.logger.log('warn', 'chat.stream.read', { error: String(error) }));
      };
      sink.write('retry: 3000\n\n');
      hub
        .subscribe(key, () => {
          if (ready) pump();
        })
        .then((unsubscribe) => {
          stop = unsubscribe;
          if (closed) return unsubscribe();
          ready = true;
          pump();
        })
        .catch((error) => {
          ctx.logger.log('warn', 'chat.stream.open', { error: String(error) });
          sink.end();
        });
      const beat = setInterval(() => sink.write(': heartbeat\n\n'), heartbeatMs);
      beat.unref();
      return () => {
        closed = true;
        clearInterval(beat);
        stop();
      };
    },
  };
}
