import { ERRORS } from '@/contract/errors';
import { ADDRESSES_MAX, type AddressBody } from '@/contract/schemas/addresses';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { AddressDetails, GeoPoint } from '../../db/schema';
import { ApiError, notFound } from '../../http/api-error';
import type { AuthUser } from '../../http/auth';
import { paginate } from '../../http/envelope';
import type { RequestInfo } from '../../http/route';
import { checkAnyZone } from '../shops/service-detail';
import { presentAddress } from './present';
import * as q from './queries';

/**
 * Saved addresses of the signed-in customer (contract §3.9). One of them is the default (`active`): the first
 * one saved, then whichever the customer chooses. Another user's address id is 404, as if it did not exist.
 */

const LIST_PATH = '/api/v1/dashboard/user/addresses';

/** Empty door details are not stored (the presenter shows them as ""). */
function values(body: AddressBody): q.AddressValues {
  const address = Object.fromEntries(Object.entries(body.address).filter(([, v]) => v)) as AddressDetails;
  return { title: body.title, address, location: body.location };
}

/** Whether any open shop delivers there: the verdict the customer sees on saving. */
async function inZone(ctx: AppContext, point: GeoPoint): Promise<boolean> {
  try {
    await checkAnyZone(ctx, point);
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.key === ERRORS.NOT_IN_POLYGON.key) return false;
    throw error;
  }
}

const withZone = async (ctx: AppContext, row: q.AddressRow) => ({ ...presentAddress(row), in_zone: await inZone(ctx, row.location) });

export async function list(ctx: AppContext, req: RequestInfo, auth: AuthUser, args: { page: number; perPage: number }) {
  const { rows, total } = await q.pageAddresses(ctx.db, auth.user.id, { limit: args.perPage, offset: (args.page - 1) * args.perPage });
  return paginate(rows.map(presentAddress), total, args.page, args.perPage, LIST_PATH, req.search);
}

export async function create(ctx: AppContext, auth: AuthUser, body: AddressBody) {
  const userId = auth.user.id;
  const row = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await q.lockUser(db, userId);
    const existing = await q.countAddresses(db, userId);
    if (existing >= ADDRESSES_MAX) throw new ApiError('UNPROCESSABLE', { message: `At most ${ADDRESSES_MAX} addresses` });
    const created = await q.insertAddress(db, userId, values(body), ctx.clock.now());
    // The first address is the default whatever was asked; later ones only when asked.
    return body.active || existing === 0 ? (await q.makeActive(db, userId, created.id))! : created;
  });
  return withZone(ctx, row);
}

export async function update(ctx: AppContext, auth: AuthUser, id: number, body: AddressBody) {
  const userId = auth.user.id;
  const row = await ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await q.lockUser(db, userId);
    const updated = await q.updateAddress(db, userId, id, values(body), ctx.clock.now());
    if (!updated) throw notFound();
    return body.active && !updated.active ? (await q.makeActive(db, userId, id))! : updated;
  });
  return withZone(ctx, row);
}

export async function setActive(ctx: AppContext, auth: AuthUser, id: number) {
  const row = await ctx.db.transaction(async (tx) => {
    await q.lockUser(tx as unknown as Db, auth.user.id);
    return q.makeActive(tx as unknown as Db, auth.user.id, id);
  });
  if (!row) throw notFound();
  return presentAddress(row);
}

export async function getActive(ctx: AppContext, auth: AuthUser) {
  const row = await q.findActive(ctx.db, auth.user.id);
  return row ? presentAddress(row) : null;
}

/** Deletes the caller's addresses among `ids` (none of them theirs: 404); a deleted default passes to the newest. */
export async function remove(ctx: AppContext, auth: AuthUser, ids: number[]) {
  const userId = auth.user.id;
  return ctx.db.transaction(async (tx) => {
    const db = tx as unknown as Db;
    await q.lockUser(db, userId);
    const deleted = await q.deleteOwned(db, userId, [...new Set(ids)]);
    if (deleted === 0) throw notFound();
    if (!(await q.findActive(db, userId))) {
      const next = await q.newest(db, userId);
      if (next) await q.makeActive(db, userId, next.id);
    }
    return { deleted };
  });
}
