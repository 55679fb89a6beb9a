// Shop operations: opening hours, closed dates, the delivery zone and pickup branches.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { weekDays } from './enums';
import { shops } from './shops';
import type { AddressDetails, GeoPoint, Polygon } from './types';
import { id, inList, locale, timestamps } from './columns';

/** Opening hours; `from`/`to` are "H-mm" strings as in the contract ("9-00", "21-00"). */
export const shopWorkingDays = pgTable(
  'shop_working_days',
  {
    id: id(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    from: text('from').notNull().default('9-00'),
    to: text('to').notNull().default('21-00'),
    disabled: boolean('disabled').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    uniqueIndex('shop_working_days_shop_id_day_idx').on(t.shopId, t.day),
    check('shop_working_days_day_check', inList(t.day, weekDays)),
    check(
      'shop_working_days_time_check',
      sql`${t.from} ~ '^[0-9]{1,2}-[0-9]{2}$' and ${t.to} ~ '^[0-9]{1,2}-[0-9]{2}$'`,
    ),
  ],
);

export const shopClosedDates = pgTable(
  'shop_closed_dates',
  {
    id: id(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    day: date('day').notNull(),
    ...timestamps(),
  },
  (t) => [uniqueIndex('shop_closed_dates_shop_id_day_idx').on(t.shopId, t.day)],
);

/**
 * One delivery polygon per shop. The bounding box is kept in sync with `polygon` by the
 * writer so "shops delivering to a point" can prefilter in SQL before the exact ray cast.
 */
export const shopDeliveryZones = pgTable(
  'shop_delivery_zones',
  {
    id: id(),
    shopId: integer('shop_id')
      .notNull()
      .unique()
      .references(() => shops.id, { onDelete: 'cascade' }),
    polygon: jsonb('polygon').$type<Polygon>().notNull(),
    minLat: doublePrecision('min_lat').notNull(),
    maxLat: doublePrecision('max_lat').notNull(),
    minLng: doublePrecision('min_lng').notNull(),
    maxLng: doublePrecision('max_lng').notNull(),
    ...timestamps(),
  },
  (t) => [
    index('shop_delivery_zones_bbox_idx').on(t.minLat, t.maxLat, t.minLng, t.maxLng),
    index('shop_delivery_zones_lng_idx').on(t.minLng, t.maxLng),
    check('shop_delivery_zones_bbox_check', sql`${t.minLat} <= ${t.maxLat} and ${t.minLng} <= ${t.maxLng}`),
    check(
      'shop_delivery_zones_polygon_check',
      sql`jsonb_typeof(${t.polygon}) = 'array' and jsonb_array_length(${t.polygon}) >= 3`,
    ),
  ],
);

/** Pickup points. */
export const branches = pgTable(
  'branches',
  {
    id: id(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    address: jsonb('address').$type<AddressDetails>().notNull().default({}),
    location: jsonb('location').$type<GeoPoint>().notNull(),
    ...timestamps(),
  },
  (t) => [index('branches_shop_id_idx').on(t.shopId)],
);

export const branchTranslations = pgTable(
  'branch_translations',
  {
    id: id(),
    branchId: integer('branch_id')
      .notNull()
      .references(() => branches.id, { onDelete: 'cascade' }),
    locale: locale(),
    title: text('title').notNull(),
  },
  (t) => [uniqueIndex('branch_translations_branch_id_locale_idx').on(t.branchId, t.locale)],
);
