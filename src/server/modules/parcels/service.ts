import { eq } from 'drizzle-orm';
import { formatTimestamp } from '@/contract/format';
import type { ParcelCreateBody } from '@/contract/schemas/parcels';
import { toDisplay } from '@/lib/money';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { parcelOrders, reviews, type ParcelStatus } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { ApiError, invalid, notFound } from '../../http/api-error';
import { paginate } from '../../http/envelope';
import type { RequestInfo } from '../../http/route';
import { readSetting } from '../settings/queries';
import { resolveCurrency } from '../users/queries';
import { chargeParcel, refundParcel } from './pay';
import { presentParcel, presentType } from './present';
import { parcelQuote } from './price';
import * as q from './queries';
import { changeParcelStatus } from './status';

/** Courier parcels (contract §3.11): types, the server's price, ordering, the customer's list and page, cancel, review. */

export const PARCEL_SETTING = 'active_parcel';
const eqId = (parcelId: number) => eq(parcelOrders.id, parcelId);
const LIST_PATH = '/api/v1/dashboard/user/parcel-orders';
const TYPES_PATH = '/api/v1/rest/parcel-order/types';

/** Parcels are offered only while the admin setting `active_parcel` is on. */
export async function assertParcelsOn(db: Db): Promise<void> {
  if ((await readSetting(db, PARCEL_SETTING)) !== '1') throw new ApiError('FORBIDDEN', { message: 'Parcel delivery is not available' });
}

async function currencyOf(db: Db, currencyId?: number) {
  const currency = await resolveCurrency(db, currencyId);
  return { id: currency?.id ?? null, rate: currency?.rate ?? 1 };
}

export async function listTypes(ctx: AppContext, req: RequestInfo, query: { page: number; perPage: number; currency_id?: number }) {
  await assertParcelsOn(ctx.db);
  const { rate } = await currencyOf(ctx.db, query.currency_id);
  const { rows, total } = await q.activeTypes(ctx.db, query.perPage, (query.page - 1) * query.perPage);
  const options = await q.typeOptions(ctx.db, rows.map((r) => r.id), req.locale);
  return paginate(rows.map((t) => presentType(req, t, options, rate)), total, query.page, query.perPage, TYPES_PATH);
}

type Point = { latitude: number; longitude: number };

async function quote(db: Db, typeId: number, from: Point, to: Point) {
  const type = await q.activeType(db, typeId);
  if (!type) throw invalid({ type_id: ['Unknown parcel type'] });
  return parcelQuote(type, from, to);
}

export async function calculatePrice(ctx: AppContext, query: { type_id: number; currency_id?: number; address_from: Point; address_to: Point }) {
  await assertParcelsOn(ctx.db);
  const { rate } = await currencyOf(ctx.db, query.currency_id);
  const { km, price } = await quote(ctx.db, query.type_id, query.address_from, query.address_to);
  return { price: toDisplay(price, rate), km };
}

const point = (a: ParcelCreateBody['address_from']) => ({ latitude: a.latitude, longitude: a.longitude, address: a.address, house: a.house, stage: a.stage, room: a.room });

/** Creates the parcel priced by the server and, with `payment_id`, pays it in the same transaction. */
export async function createParcel(ctx: AppContext, tx: Db, auth: AuthUser, body: ParcelCreateBody, idempotencyKey: string | null) {
  await assertParcelsOn(tx);
  const now = ctx.clock.now();
  const currency = await currencyOf(tx, body.currency_id);
  const { km, price } = await quote(tx, body.type_id, body.address_from, body.address_to);
  const [parcel] = await tx
    .insert(parcelOrders)
    .values({
      userId: auth.user.id,
      typeId: body.type_id,
      status: 'new',
      currencyId: currency.id,
      rate: currency.rate,
      totalPrice: price,
      deliveryFee: price,
      km,
      addressFrom: point(body.address_from),
      phoneFrom: body.phone_from,
      usernameFrom: body.username_from,
      addressTo: point(body.address_to),
      phoneTo: body.phone_to,
      usernameTo: body.username_to,
      deliveryDate: body.delivery_date,
      deliveryTime: body.delivery_time,
      note: body.note,
      description: body.description,
      instructions: body.instructions,
      notify: body.notify ?? false,
      qrValue: body.qr_value,
      img: body.images?.[0],
      idempotencyKey,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (body.payment_id !== undefined) await chargeParcel(ctx, tx, parcel, body.payment_id, 'payment_id');
  return parcelView(tx, parcel.id);
}

export async function parcelView(db: Db, parcelId: number) {
  const [row] = await db.select().from(parcelOrders).where(eqId(parcelId));
  return presentParcel(row, await q.parcelRelations(db, row));
}


export async function listParcels(ctx: AppContext, auth: AuthUser, query: { page: number; perPage: number; statuses?: string[] }) {
  const { rows, total } = await q.listUserParcels(ctx.db, auth.user.id, query.statuses, query.perPage, (query.page - 1) * query.perPage);
  const views = await Promise.all(rows.map(async (p) => presentParcel(p, await q.parcelRelations(ctx.db, p))));
  return paginate(views, total, query.page, query.perPage, LIST_PATH);
}

export async function showParcel(ctx: AppContext, auth: AuthUser, parcelId: number) {
  const parcel = await q.findUserParcel(ctx.db, auth.user.id, parcelId);
  if (!parcel) throw notFound();
  return presentParcel(parcel, await q.parcelRelations(ctx.db, parcel));
}

async function lockUserParcel(tx: Db, userId: number, parcelId: number) {
  const [parcel] = await tx.select().from(parcelOrders).where(eqId(parcelId)).for('update');
  if (!parcel || parcel.userId !== userId) throw notFound();
  return parcel;
}

/** The customer may only cancel, and only while the parcel is new; what was paid goes back to the wallet. */
export async function cancelParcel(ctx: AppContext, auth: AuthUser, parcelId: number, status: ParcelStatus) {
  return ctx.db.transaction(async (tx) => {
    const parcel = await lockUserParcel(tx, auth.user.id, parcelId);
    if (status !== 'canceled') throw new ApiError('CONFLICT', { message: 'Customers can only cancel a parcel' });
    if (parcel.status !== 'new' && parcel.status !== 'pending') throw new ApiError('CONFLICT', { message: 'Only a new parcel can be canceled' });
    const now = ctx.clock.now();
    const moved = await changeParcelStatus(tx, parcel, 'canceled', now);
    await refundParcel(tx, moved, now);
    return parcelView(tx, parcelId);
  });
}

/** Pays an unpaid parcel of the caller by cash or wallet (`payments/parcel-order/{id}/transactions`). */
export async function payParcel(ctx: AppContext, tx: Db, auth: AuthUser, parcelId: number, body: { payment_sys_id: number; payment_trx_id?: string }) {
  const parcel = await lockUserParcel(tx, auth.user.id, parcelId);
  await chargeParcel(ctx, tx, parcel, body.payment_sys_id, 'payment_sys_id', body.payment_trx_id);
  return parcelView(tx, parcelId);
}

/** One review of the courier per delivered parcel. */
export async function reviewCourier(ctx: AppContext, auth: AuthUser, parcelId: number, input: { rating: number; comment?: string }) {
  const parcel = await q.findUserParcel(ctx.db, auth.user.id, parcelId);
  if (!parcel) throw notFound();
  if (parcel.status !== 'delivered') throw new ApiError('CONFLICT', { message: 'Only delivered parcels can be reviewed' });
  const now = ctx.clock.now();
  const [review] = await ctx.db
    .insert(reviews)
    .values({ userId: auth.user.id, target: 'deliveryman', parcelOrderId: parcel.id, assignedUserId: parcel.deliverymanId, rating: input.rating, comment: input.comment, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  if (!review) throw new ApiError('CONFLICT', { message: 'This parcel is already reviewed' });
  return omitFalsyReview(review);
}

const omitFalsyReview = (r: typeof reviews.$inferSelect) => ({ id: r.id, parcel_order_id: r.parcelOrderId, rating: r.rating, comment: r.comment ?? undefined, created_at: formatTimestamp(r.createdAt) });
