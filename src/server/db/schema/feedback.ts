// Reviews, favourites and image galleries attached to other records.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from './catalog';
import { galleryTypes, reviewTargets } from './enums';
import { users } from './identity';
import { orders } from './orders';
import { parcelOrders } from './parcels';
import { shops } from './shops';
import { createdAt, id, inList, timestamps } from './columns';

/**
 * Reviews. The contract's morphs are explicit columns: the reviewed record is
 * `order_id` / `parcel_order_id` / `product_id`; what is rated is `target` with
 * `shop_id` (shop) or `assigned_user_id` (deliveryman, waiter).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    target: text('target').notNull().default('shop'),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
    parcelOrderId: integer('parcel_order_id').references(() => parcelOrders.id, { onDelete: 'cascade' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    assignedUserId: integer('assigned_user_id').references(() => users.id, { onDelete: 'set null' }),
    rating: integer('rating').notNull(),
    comment: text('comment'),
    img: text('img'),
    ...timestamps(),
  },
  (t) => [
    index('reviews_user_id_idx').on(t.userId),
    uniqueIndex('reviews_order_target_idx').on(t.orderId, t.target, t.userId),
    uniqueIndex('reviews_parcel_order_target_idx').on(t.parcelOrderId, t.target, t.userId),
    index('reviews_product_id_idx').on(t.productId),
    index('reviews_shop_id_idx').on(t.shopId, t.createdAt),
    index('reviews_assigned_user_id_idx').on(t.assignedUserId),
    check('reviews_target_check', inList(t.target, reviewTargets)),
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_subject_check', sql`num_nonnulls(${t.orderId}, ${t.parcelOrderId}, ${t.productId}) >= 1`),
    check('reviews_shop_target_check', sql`${t.target} <> 'shop' or ${t.shopId} is not null`),
    check('reviews_product_target_check', sql`${t.target} <> 'product' or ${t.productId} is not null`),
  ],
);

/**
 * Images attached to a record (the contract's morph `loadable`): `loadable_type` names the
 * owning table, `loadable_id` its id. No FK; owners delete their galleries explicitly.
 */
export const galleries = pgTable(
  'galleries',
  {
    id: id(),
    loadableType: text('loadable_type').notNull(),
    loadableId: integer('loadable_id').notNull(),
    path: text('path').notNull(),
    title: text('title'),
    createdAt: createdAt(),
  },
  (t) => [
    index('galleries_loadable_idx').on(t.loadableType, t.loadableId),
    check('galleries_loadable_type_check', inList(t.loadableType, galleryTypes)),
  ],
);

/** Server-side favourite shops of signed-in users (API addition). */
export const favourites = pgTable(
  'favourites',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('favourites_user_id_shop_id_idx').on(t.userId, t.shopId),
    index('favourites_shop_id_idx').on(t.shopId),
  ],
);
