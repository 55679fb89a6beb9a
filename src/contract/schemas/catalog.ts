import { z } from 'zod';
import { address, commonQuery, flag, id, pagination, text, uuid } from './fields';

/** Request shapes of the catalogue and marketing routes (contract §3.3, §3.4). */

export const LISTED_CATEGORY_TYPES = ['main', 'shop', 'receipt'] as const;
export const BANNER_TYPES = ['banner', 'ads'] as const;

/** `address[latitude]=..&address[longitude]=..`, optional here: lists near a place when given. */
const near = address.optional();

/** `brand_ids[0]=3&brand_ids[1]=5` (or a single `brand_ids=3`) → [3, 5]. */
const idList = (max = 50) =>
  z.preprocess((v) => (v === undefined || Array.isArray(v) ? v : [v]), z.array(id()).max(max, `At most ${max} ids`).optional());

export const shopProductsParams = z.object({ id: id() });
export const shopProductsQuery = z.object({ ...commonQuery, category_id: id().optional(), brand_ids: idList() });

export const productParams = z.object({ uuid: uuid() });
export const productQuery = z.object(commonQuery);

export const productSearchQuery = z.object({
  ...commonQuery,
  ...pagination,
  search: text(100),
  shop_id: id().optional(),
  address: near,
});

export const categoryListQuery = z.object({
  ...commonQuery,
  ...pagination,
  type: z.enum(LISTED_CATEGORY_TYPES, 'Unknown category type').default('main'),
});

export const categoryParams = z.object({ uuid: uuid() });
export const categoryQuery = z.object({ ...commonQuery, active: flag().optional(), status: z.string().max(20).optional() });

export const brandListQuery = z.object({
  ...commonQuery,
  ...pagination,
  shop_id: id().optional(),
  category_id: id().optional(),
});

export const bannerListQuery = z.object({
  ...commonQuery,
  ...pagination,
  type: z.enum(BANNER_TYPES, 'Unknown banner type').optional(),
});

export const adsListQuery = z.object({ ...commonQuery, ...pagination, address: near });

export const bannerParams = z.object({ id: id() });
/** Pages the shops attached to one banner or ad. */
export const bannerShowQuery = z.object({ ...commonQuery, ...pagination });

export const storiesQuery = z.object({
  ...commonQuery,
  perPage: pagination.perPage,
  address: near,
});
