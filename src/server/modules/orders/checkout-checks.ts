import { and, eq } from 'drizzle-orm';
import type { OrderCreateBody } from '@/contract/schemas/orders';
import { leadMinutes, type LeadTime } from '@/lib/lead-time';
import type { Db } from '../../db/client';
import { userAddresses, type AddressDetails } from '../../db/schema';
import { ApiError, invalid, notFound } from '../../http/api-error';
import type { CartTotals } from '../cart/totals';
import type { WorkingDay } from '../shops/hours';
import { checkSchedule } from './schedule';
import { outOfStock } from './stock-moves';

/** The checks of checkout that read the database; each throws the error the client must see. */

/** The delivery slot must be open and leave the shop its lead time (400 naming delivery_date or delivery_time). */
/** `read`: the shop's working days and whether the delivery day is a closed date (lockCartWithContext). */
export function assertSchedule(
  read: { days: WorkingDay[]; closed: boolean },
  shop: { deliveryTime: LeadTime | null },
  body: Pick<OrderCreateBody, 'delivery_date' | 'delivery_time'>,
  now: Date,
) {
  const closedDates = read.closed ? [body.delivery_date] : [];
  const problem = checkSchedule({ date: body.delivery_date, time: body.delivery_time, now, days: read.days, closedDates, leadMinutes: leadMinutes(shop.deliveryTime) });
  if (problem) throw invalid({ [problem.field]: [problem.message] }, problem.message);
}

/** Lines, shop state, coupon and minimum amount of the computed cart. */
export function assertSellable(totals: CartTotals, body: Pick<OrderCreateBody, 'shop_id' | 'coupon'>) {
  if (body.shop_id !== undefined && body.shop_id !== totals.shopId) throw new ApiError('OTHER_SHOP', { params: { shop_id: ['The cart belongs to another shop'] } });
  if (totals.shop.status !== 'approved') throw notFound();
  if (!totals.shop.open) throw new ApiError('CONFLICT', { message: 'The shop is closed' });
  if (!totals.lines.some((l) => !l.bonus)) throw invalid({ cart_id: ['USER_CARTS_IS_EMPTY'] }, 'USER_CARTS_IS_EMPTY');
  if (totals.lines.some((l) => !l.available)) throw outOfStock();
  if (totals.couponStatus === 'invalid') throw new ApiError('COUPON_INVALID', { params: { coupon: ['Coupon is invalid or expired'] } });
  if (totals.couponStatus === 'used') throw new ApiError('COUPON_USED', { params: { coupon: ['Coupon already used'] } });
  if (totals.cartTotal < totals.shop.minAmount) throw invalid({ cart_id: ['The order is below the shop\'s minimum amount'] }, 'The order is below the shop\'s minimum amount');
}

/**
 * Where a delivery goes: the body's address, else the saved one's. A delivery without a street line cannot be
 * delivered, so it is refused with 400 naming `address.address`; pickup and dine-in need none.
 */
export function deliveryAddress(body: Pick<OrderCreateBody, 'delivery_type' | 'address'>, saved: { address: AddressDetails } | undefined): AddressDetails | null {
  const address = body.address ?? saved?.address ?? null;
  if (body.delivery_type === 'delivery' && !address?.address?.trim()) {
    throw invalid({ 'address.address': ['The street address is required for delivery'] }, 'The street address is required for delivery');
  }
  return address;
}

/** The saved address when one is named: the caller's own, else 404. */
export async function ownAddress(tx: Db, userId: number, addressId: number | undefined) {
  if (addressId === undefined) return undefined;
  const [row] = await tx.select().from(userAddresses).where(and(eq(userAddresses.id, addressId), eq(userAddresses.userId, userId))).limit(1);
  if (!row) throw notFound();
  return row;
}
