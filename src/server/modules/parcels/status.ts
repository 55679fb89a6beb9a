import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import type { ParcelStatus } from '../../db/schema';
import { ApiError } from '../../http/api-error';
import { publishNotification } from '../notifications/publish';
import { moveParcel, type ParcelRow } from './queries';

/**
 * Parcel statuses move one way: new → accepted → ready → on_a_way → delivered, or new → canceled. The rank of a
 * status is therefore also its event id on the live stream (a later status always has a larger id).
 */
export const PARCEL_FLOW: readonly ParcelStatus[] = ['pending', 'new', 'accepted', 'ready', 'on_a_way', 'delivered', 'canceled'];
export const FINAL_PARCEL_STATUSES: readonly ParcelStatus[] = ['delivered', 'canceled'];
export const PARCEL_STATUS_CHANNEL = 'parcel_status';

export const statusRank = (s: string) => PARCEL_FLOW.indexOf(s as ParcelStatus) + 1;

/** The next step the courier takes, or null at the end. */
export function nextParcelStatus(s: ParcelStatus): ParcelStatus | null {
  const forward: Partial<Record<ParcelStatus, ParcelStatus>> = { new: 'accepted', accepted: 'ready', ready: 'on_a_way', on_a_way: 'delivered' };
  return forward[s] ?? null;
}

export interface ParcelStatusEvent {
  event_id: number;
  parcel_id: number;
  user_id: number;
  status: ParcelStatus;
  /** ISO-8601. */
  at: string;
}

export const parcelEvent = (p: ParcelRow): ParcelStatusEvent => ({
  event_id: statusRank(p.status),
  parcel_id: p.id,
  user_id: p.userId,
  status: p.status as ParcelStatus,
  at: p.updatedAt.toISOString(),
});

/**
 * Moves the parcel inside `tx` (409 when it is no longer in `from`), tells live streams once the transaction
 * commits, and notifies the customer.
 */
export async function changeParcelStatus(tx: Db, p: ParcelRow, to: ParcelStatus, now: Date, extra: Partial<ParcelRow> = {}): Promise<ParcelRow> {
  const moved = await moveParcel(tx, p.id, p.status, to, now, extra);
  if (!moved) throw new ApiError('CONFLICT', { message: 'The parcel has moved on meanwhile' });
  await tx.execute(sql`select pg_notify(${PARCEL_STATUS_CHANNEL}, ${JSON.stringify(parcelEvent(moved))})`);
  await publishNotification(tx, { userId: moved.userId, type: 'status_changed', title: `Parcel #${moved.id}: ${to}`, data: { id: moved.id, status: to, type: 'parcel' } });
  return moved;
}
