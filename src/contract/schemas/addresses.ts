import { z } from 'zod';
import { address as point, commonQuery, coordinate, flag, id, pagination, text } from './fields';

/** Request shapes of saved addresses (`dashboard/user/addresses`, contract §3.9) and of our geocoder routes. */

/** Most addresses one customer may keep (a bound on every list a client can grow, G20). */
export const ADDRESSES_MAX = 30;

/** The web sends `[lat, lng]`; the 2023 backend validated `{latitude, longitude}`: both are accepted. */
const location = z.union([
  z.tuple([coordinate(90), coordinate(180)]).transform(([latitude, longitude]) => ({ latitude, longitude })),
  point,
]);

/** Optional door details: empty is allowed and stored as absent. */
const detail = (max: number) => text(max, 0).optional();

export const addressDetails = z.strictObject({
  address: text(255),
  house: detail(50),
  floor: detail(50),
  entrance: detail(50),
  office: detail(50),
  comment: detail(500),
});

/** POST and PUT take the same whole address (title, point, street and door details, default flag). */
export const addressBody = z.strictObject({
  title: text(50),
  location,
  address: addressDetails,
  active: flag().optional(),
});
export type AddressBody = z.infer<typeof addressBody>;

export const addressListQuery = z.object({ ...commonQuery, ...pagination });
export const addressParams = z.object({ id: id() });

/** `ids[0]=3&ids[1]=5` or `ids=3`. */
export const addressDeleteQuery = z.object({
  ...commonQuery,
  ids: z.preprocess((v) => (v === undefined || Array.isArray(v) ? v : [v]), z.array(id()).min(1, 'Required').max(ADDRESSES_MAX, `At most ${ADDRESSES_MAX} ids`)),
});

/** What was typed in the address search: 2–100 characters. */
export const geocodeSearchQuery = z.object({ ...commonQuery, q: text(100, 2), limit: z.coerce.number().int().min(1).max(10).default(6) });

/** A map click: `lat`, `lng`. */
export const geocodeReverseQuery = z.object({ ...commonQuery, lat: coordinate(90), lng: coordinate(180) });
