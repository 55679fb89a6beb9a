import type { Logger } from '../http/log';
import type { RouteResult, StreamSink } from '../http/route';
import type { NotifyHub } from './notify-hub';

export const HEARTBEAT_MS = 20_000;

interface StatusStreamSpec<E extends { event_id: number }> {
  hub: NotifyHub<E>;
  /** The order's or parcel's id: the hub's key. */
  key: number;
  /** The status now, or null once it is no longer the caller's (the stream then ends). */
  snapshot: () => Promise<E | null>;
  logger: Logger;
  /** Log event name for a failed open, e.g. 'orders.stream.open'. */
  failure: string;
  heartbeatMs?: number;
}

const frame = (e: { event_id: number }) => `event: status\nid: ${e.event_id}\ndata: ${JSON.stringify(e)}\n\n`;

/**
 * Server-sent status events of one order or parcel: `retry`, then the status now (read once LISTEN is active, so
 * no change falls between), then every change in order (events already sent are skipped), with a `: heartbeat`
 * comment every 20 s so proxies keep the connection open.
 */
export function statusStream<E extends { event_id: number }>(spec: StatusStreamSpec<E>): RouteResult {
  return {
    kind: 'stream',
    open(sink: StreamSink) {
      let closed = false;
      let unsubscribe = () => {};
      let lastSent = -1;
      const early: E[] = [];
      const send = (e: E) => {
        if (e.event_id <= lastSent) return;
        lastSent = e.event_id;
        sink.write(frame(e));
      };
      sink.write('retry: 3000\n\n');
      spec.hub
        .subscribe(spec.key, (e) => (lastSent < 0 ? early.push(e) : send(e)))
        .then(async (stop) => {
          unsubscribe = stop;
          if (closed) return stop();
          const now = await spec.snapshot();
          if (!now) return sink.end();
          send(now);
          early.forEach(send);
        })
        .catch((error) => {
          spec.logger.log('warn', spec.failure, { error: String(error) });
          sink.end();
        });
      const beat = setInterval(() => sink.write(': heartbeat\n\n'), spec.heartbeatMs ?? HEARTBEAT_MS);
      beat.unref();
      return () => {
        closed = true;
        clearInterval(beat);
        unsubscribe();
      };
    },
  };
}
