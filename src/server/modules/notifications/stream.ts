import type { AppContext } from '../../context';
import type { AuthUser } from '../../http/auth';
import type { RouteResult, StreamSink } from '../../http/route';
import { chatHub } from '../chat/events';
import { unreadCount } from '../chat/queries';
import { BROADCAST, userFeedHub, type UserFeedEvent } from './events';
import { unreadStatistic } from './feed';

/**
 * `GET dashboard/notifications/stream`: server-sent events of the caller's unread counts (the header badge).
 *   retry: 3000
 *   event: statistic  data: {notification, transaction, …}   (the bare object of notifications-statistic)
 *   event: chat       data: {unread}   (support's messages the customer has not read: the header's chat icon)
 * The counts come first (once LISTEN is active, so nothing falls between), then again after every notification
 * of the caller or broadcast news, and after a lost LISTEN comes back; `: heartbeat` every 20 s. The chat count
 * rides on this one stream so a tab holds one live connection, not one per icon (browsers allow six per host).
 */

export const HEARTBEAT_MS = 20_000;

export function openFeedStream(ctx: AppContext, auth: AuthUser, heartbeatMs = HEARTBEAT_MS): RouteResult {
  const hub = userFeedHub(ctx.database, ctx.logger);
  const userId = auth.user.id;
  return {
    kind: 'stream',
    open(sink: StreamSink) {
      let closed = false;
      let ready = false;
      let pending: Promise<void> = Promise.resolve();
      const stops: (() => void)[] = [];
      // Counts are read in order, one at a time: a burst of events never sends stale counts last.
      const sendCounts = () => {
        pending = pending
          .then(async () => {
            if (closed) return;
            const stat = await unreadStatistic(ctx.db, userId);
            if (!closed) sink.write(`event: statistic\ndata: ${JSON.stringify(stat)}\n\n`);
          })
          .catch((error) => ctx.logger.log('warn', 'notifications.stream.read', { error: String(error) }));
      };
      const onEvent = (_e: UserFeedEvent) => {
        if (ready) sendCounts();
      };
      const sendChatUnread = () => {
        pending = pending
          .then(async () => {
            if (closed) return;
            const unread = await unreadCount(ctx.db, { customerId: userId }, 'user');
            if (!closed) sink.write(`event: chat\ndata: ${JSON.stringify({ unread })}\n\n`);
          })
          .catch((error) => ctx.logger.log('warn', 'notifications.stream.chat', { error: String(error) }));
      };
      sink.write('retry: 3000\n\n');
      const start = async () => {
        for (const key of [userId, BROADCAST]) stops.push(await hub.subscribe(key, onEvent));
        stops.push(await chatHub(ctx.database, ctx.logger).subscribe(userId, () => ready && sendChatUnread()));
        if (closed) return stops.forEach((stop) => stop());
        ready = true;
        sendCounts();
        sendChatUnread();
      };
      start().catch((error) => {
        ctx.logger.log('warn', 'notifications.stream.open', { error: String(error) });
        stops.forEach((stop) => stop());
        sink.end();
      });
      const beat = setInterval(() => sink.write(': heartbeat\n\n'), heartbeatMs);
      beat.unref();
      return () => {
        closed = true;
        clearInterval(beat);
        stops.forEach((stop) => stop());
      };
    },
  };
}
