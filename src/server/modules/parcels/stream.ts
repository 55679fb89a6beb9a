import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Database } from '../../db/client';
import { notifyHub, type HubSpec } from '../../db/notify-hub';
import { parcelOrders } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { notFound } from '../../http/api-error';
import type { Logger } from '../../http/log';
import type { RouteResult } from '../../http/route';
import { HEARTBEAT_MS, statusStream } from '../../db/status-stream';
import { findUserParcel } from './queries';
import { PARCEL_STATUS_CHANNEL, parcelEvent, type ParcelStatusEvent } from './status';

/**
 * `GET dashboard/user/parcel-orders/{id}/stream`: server-sent events of one parcel of the caller, the same way
 * as orders/stream.ts: `retry`, the status now (once LISTEN is active), then every change, with heartbeats.
 *   event: status  id: <rank of the status>  data: {"event_id","parcel_id","user_id","status","at"}
 */

export { HEARTBEAT_MS };

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

export async function openParcelStream(ctx: AppContext, auth: AuthUser, parcelId: number, heartbeatMs = HEARTBEAT_MS): Promise<RouteResult> {
  if (!(await findUserParcel(ctx.db, auth.user.id, parcelId))) throw notFound();
  const hub = parcelStatusHub(ctx.database, ctx.logger);
  const snapshot = async () => {
    const now = await currentParcelStatus(ctx.database, parcelId);
    return now && now.user_id === auth.user.id ? now : null;
  };
  return statusStream({ hub, key: parcelId, snapshot, logger: ctx.logger, failure: 'parcels.stream.open', heartbeatMs });
}
