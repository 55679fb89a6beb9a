import { z } from 'zod';
import { address, commonQuery, flag, id, pagination, text } from './fields';

/** Request shapes of the shop routes: lists, search, zones, branches, working check (contract §3.2). */

export const SHOP_TYPES = ['shop', 'restaurant'] as const;
export const SHOP_ORDERS = ['new', 'old', 'best_sale', 'low_sale', 'high_rating', 'low_rating', 'trust_you'] as const;
export type ShopOrder = (typeof SHOP_ORDERS)[number];

/** A non-negative decimal amount or rating bound. */
const amount = (max: number) =>
  z
    .union([z.number(), z.string().regex(/^\d{1,9}(\.\d{1,4})?$/, 'Must be a non-negative number')])
    .transform(Number)
    .pipe(z.number().min(0).max(max, `Must be at most ${max}`));

/** `x` or `x[]=a&x[]=b`: one or two bounds [min, max?]. */
const range = (max: number) =>
  z
    .union([amount(max), z.array(amount(max)).min(1).max(2)])
    .transform((v) => (Array.isArray(v) ? v : [v]));

const zoneQuery = { address: address.optional(), open: flag().optional() };

export const shopListQuery = z.object({
  ...commonQuery,
  ...pagination,
  ...zoneQuery,
  type: z.enum(SHOP_TYPES, 'Unknown shop type').optional(),
  category_id: id().optional(),
  /** Addition: shops that sell published products of this brand (the /brands page). */
  brand_id: id().optional(),
  order_by: z.enum(SHOP_ORDERS, 'Unknown order').optional(),
  free_delivery: flag().optional(),
  take: z
    .union([id(), z.array(id()).min(1).max(20)])
    .transform((v) => (Array.isArray(v) ? v : [v]))
    .optional(),
  rating: range(5).optional(),
  prices: range(1_000_000).optional(),
  deals: flag().optional(),
  verify: flag().optional(),
  /** Accepted for compatibility (booking filter); not applied. */
  has_section: flag().optional(),
});
export type ShopListQuery = z.infer<typeof shopListQuery>;

export const shopSearchQuery = z.object({ ...commonQuery, ...pagination, ...zoneQuery, search: text(100) });

export const recommendedQuery = z.object({ ...commonQuery, ...zoneQuery });

/** One shop; with an address point the answer also says whether it delivers there and for how much. */
export const shopQuery = z.object({ ...commonQuery, address: address.optional() });
export const branchQuery = z.object(commonQuery);

/** A shop by numeric id or uuid. */
export const shopParams = z.object({
  id: z.union([
    z.string().regex(/^[0-9]{1,10}$/).transform(Number).pipe(z.number().int().positive().max(2_147_483_647)),
    z.uuid('Must be a shop id or uuid'),
  ]),
});

export const idParams = z.object({ id: id() });

export const takesQuery = z.object({ ...commonQuery, category_id: id().optional() });

export const reviewsQuery = z.object({ ...commonQuery, ...pagination });

export const zoneCheckQuery = z.object({ ...commonQuery, address });

export const branchListQuery = z.object({ ...commonQuery, ...pagination, shop_id: id().optional() });

const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2}))?$/;

/** "YYYY-MM-DD HH:mm" (time optional), read as UTC; a real calendar date and time. */
export const workingCheckQuery = z.object({
  ...commonQuery,
  date: z
    .string()
    .regex(DATE_TIME, 'Must be YYYY-MM-DD HH:mm')
    .transform((s, ctx) => {
      const [, y, mo, d, h = '00', mi = '00'] = DATE_TIME.exec(s)!;
      const date = new Date(Date.UTC(+y, +mo - 1, +d, +h, +mi));
      const ok = date.getUTCFullYear() === +y && date.getUTCMonth() === +mo - 1 && date.getUTCDate() === +d && +h < 24 && +mi < 60;
      if (!ok) {
        ctx.addIssue({ code: 'custom', message: 'Must be a real date and time' });
        return z.NEVER;
      }
      return date;
    })
    .optional(),
});
