import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { notifyHub, type HubSpec } from '../../db/notify-hub';
import { parcelOrders } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { notFound } from '../../http/api-error';
import type { Logger } from '../../http/log';
import type { RouteResult, StreamSink } from '../../http/route';
import { findUserParcel } from './queries';
import { PARCEL_STATUS_CHANNEL, parcelEvent, type ParcelStatusEvent } from './status';

/**
 * `GET dashboard/user/parcel-orders/{id}/stream`: server-sent events of one parcel of the caller, the same way
 * as orders/stream.ts: `retry`, the status now (once LISTEN is active), then every change, with heartbeats.
 *   event: status  id: <rank of the status>  data: {"event_id","parcel_id","user_id","status","at"}
 */

export const HEARTBEAT_MS = 20_000;

async function currentParcelStatus(database: Database, parcelId: number): Promise<ParcelStatusEvent | null> {
  const [row] = await database.db.select().from(parcelOrders).where(eq(parcelOrders.id, parcelId)).limit(1);
  return row ? parcelEvent(row) : null;
}

const PARCEL_STATUS_HUB: HubSpec<ParcelStatusEvent> = {
  channel: PARCEL_STATUS_CHANNEL,
  keyOf: (e) => e.parcel_id,
  reread: currentParcelStatus,
};

const parcelStatusHub = (database: Database, logger: Logger) => notifyHub(database, logger, PARCEL_STATUS_HUB);

const frame = (e: ParcelStatusEvent) => `event: status\nid: ${e.event_id}\ndata: ${JSON.stringify(e)}\n\n`;

export async function openParcelStream(ctx: AppContext, auth: AuthUser, parcelId: number, heartbeatMs = HEARTBEAT_MS): Promise<RouteResult> {
  if (!(await findUserParcel(ctx.db, auth.user.id, parcelId))) throw notFound();
  const hub = parcelStatusHub(ctx.database, ctx.logger);
  return {
    kind: 'stream',
    open(sink: StreamSink) {
      let closed = false;
      let unsubscribe = () => {};
      let lastSent = -1;
      const early: ParcelStatusEvent[] = [];
      const send = (e: ParcelStatusEvent) => {
        if (e.event_id <= lastSent) return;
        lastSent = e.event_id;
        sink.write(frame(e));
      };
      sink.write('retry: 3000\n\n');
      hub
        .subscribe(parcelId, (e) => (lastSent < 0 ? early.push(e) : send(e)))
        .then(async (stop) => {
          unsubscribe = stop;
          if (closed) return stop();
          const now = await currentParcelStatus(ctx.database, parcelId);
          if (!now || now.user_id !== auth.user.id) return sink.end();
          send(now);
          early.forEach(send);
        })
        .catch((error) => {
          ctx.logger.log('warn', 'parcels.stream.open', { error: String(error) });
          sink.end();
        });
      const beat = setInterval(() => sink.write(': heartbeat\n\n'), heartbeatMs);
      beat.unref();
      return () => {
        closed = true;
        clearInterval(beat);
        unsubscribe();
      };
    },
  };
}
