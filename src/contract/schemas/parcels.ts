import { z } from 'zod';
import { address, commonQuery, coordinate, flag, id, isoDate, pagination, phone, text } from './fields';

/** Request shapes of courier parcels (contract §3.11). Money is never taken from the client. */

export const PARCEL_STATUSES = ['new', 'accepted', 'ready', 'on_a_way', 'delivered', 'canceled', 'pending'] as const;

const status = () => z.enum(PARCEL_STATUSES, 'Unknown parcel status');

const statusList = z
  .union([z.string().max(200), z.array(z.string().max(20)).max(PARCEL_STATUSES.length)])
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((s) => s.trim()).filter(Boolean))
  .pipe(z.array(status()).max(PARCEL_STATUSES.length));

export const parcelTypesQuery = z.object({ ...commonQuery, ...pagination });

/** `type_id, address_from[latitude]…, address_to[…]`: the price the server would charge. */
export const parcelPriceQuery = z.object({ ...commonQuery, type_id: id(), address_from: address, address_to: address });

const part = () => text(255).optional();

/** A pick-up or drop-off point: coordinates and a street line (couriers need one). */
export const parcelAddress = z.strictObject({
  latitude: coordinate(90),
  longitude: coordinate(180),
  address: text(255),
  house: part(),
  stage: part(),
  room: part(),
});

/**
 * `POST dashboard/user/parcel-orders`. `rate` is accepted and ignored (the currency's own rate counts); prices
 * sent by the client are refused as unknown fields. `payment_id` (cash or wallet) pays in the same transaction.
 */
export const parcelCreateBody = z.strictObject({
  currency_id: id().optional(),
  type_id: id(),
  rate: z.number().positive().optional(),
  phone_from: phone(),
  username_from: text(100),
  address_from: parcelAddress,
  phone_to: phone(),
  username_to: text(100),
  address_to: parcelAddress,
  delivery_date: isoDate(),
  delivery_time: z.string().regex(/^([01][0-9]|2[0-3]):[0-5][0-9]$/, 'Must be a time HH:mm'),
  note: text(1000).optional(),
  description: text(1000).optional(),
  instructions: text(1000).optional(),
  images: z.array(z.url('Must be a URL').max(2048)).max(5, 'At most 5 images').optional(),
  notify: z.union([flag(), z.literal(0), z.literal(1)]).transform((v) => v === true || v === 1).optional(),
  qr_value: text(255).optional(),
  payment_id: id().optional(),
});
export type ParcelCreateBody = z.infer<typeof parcelCreateBody>;

export const parcelListQuery = z.object({ ...commonQuery, ...pagination, statuses: statusList.optional() });
export const parcelParams = z.object({ id: id() });
export const parcelQuery = z.object(commonQuery);
export const parcelStatusQuery = z.object({ ...commonQuery, status: status() });
export const parcelReviewBody = z.strictObject({
  rating: z.number('Must be a whole number from 1 to 5').int('Must be a whole number from 1 to 5').min(1).max(5),
  comment: text(2000).optional(),
});
export const parcelTransactionBody = z.strictObject({ payment_sys_id: id(), payment_trx_id: text(255).optional() });
