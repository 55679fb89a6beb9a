// Carts (also group orders): one cart per owner, one user_cart per participant, lines.
// Amounts are integer minor units of the default currency.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  unique,
  uuid,
  timestamp,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { stocks } from './catalog';
import { currencies } from './i18n';
import { users } from './identity';
import { shops } from './shops';
import { id, inList, money, timestamps } from './columns';

export const carts = pgTable(
  'carts',
  {
    id: id(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** One cart per owner. */
    ownerId: integer('owner_id')
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    totalPrice: money('total_price').notNull().default(0),
    status: boolean('status').notNull().default(true),
    currencyId: integer('currency_id').references(() => currencies.id, { onDelete: 'set null' }),
    rate: doublePrecision('rate').notNull().default(1),
    /** Group ordering switched on. */
    group: boolean('group').notNull().default(false),
    /** The share link's join secret while `group` is on (null when off; a new one each time it is switched on). */
    inviteToken: text('invite_token'),
    /** scrypt hash of the group password the owner set when starting the group (null = none). */
    groupPasswordHash: text('group_password_hash'),
    /** Bumped by every change a group member can see; live streams send it as the `cart` event's revision. */
    revision: integer('revision').notNull().default(0),
    ...timestamps(),
  },
  (t) => [
    index('carts_shop_id_idx').on(t.shopId),
    index('carts_currency_id_idx').on(t.currencyId),
    check('carts_total_price_check', sql`${t.totalPrice} >= 0`),
    check('carts_rate_check', sql`${t.rate} > 0`),
  ],
);

/** Cart participants: the owner (user_id set) and guests (user_id null, identified by uuid). */
export const userCarts = pgTable(
  'user_carts',
  {
    id: id(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** true = still choosing, false = done. */
    status: boolean('status').notNull().default(true),
    name: text('name'),
    uuid: uuid('uuid').notNull().defaultRandom().unique(),
    ...timestamps(),
  },
  (t) => [
    unique('user_carts_cart_id_user_id_unique').on(t.cartId, t.userId),
    index('user_carts_user_id_idx').on(t.userId),
  ],
);

/**
 * Cart lines. `price` = (unit price + unit tax) x quantity and `discount` = unit discount x
 * quantity; addon lines have `parent_id` = their main line; bonus lines are free.
 * One line per (participant, stock, parent, bonus).
 */
export const cartDetails = pgTable(
  'cart_details',
  {
    id: id(),
    userCartId: integer('user_cart_id')
      .notNull()
      .references(() => userCarts.id, { onDelete: 'cascade' }),
    stockId: integer('stock_id')
      .notNull()
      .references(() => stocks.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => cartDetails.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    price: money('price').notNull().default(0),
    discount: money('discount').notNull().default(0),
    bonus: boolean('bonus').notNull().default(false),
    ...timestamps(),
  },
  (t) => [
    unique('cart_details_line_unique').on(t.userCartId, t.stockId, t.parentId, t.bonus).nullsNotDistinct(),
    index('cart_details_stock_id_idx').on(t.stockId),
    index('cart_details_parent_id_idx').on(t.parentId),
    check('cart_details_quantity_check', sql`${t.quantity} > 0`),
    check('cart_details_amounts_check', sql`${t.price} >= 0 and ${t.discount} >= 0`),
  ],
);

/** How a guest's membership ended when it did not just leave: the owner kicked it, ordered, or ended the group. */
export const groupExitReasons = ['kicked', 'closed', 'ended'] as const;
export type GroupExitReason = (typeof groupExitReasons)[number];

/**
 * Former guests of group carts, by their participant uuid: their rows in user_carts are gone (the cart itself
 * is deleted by checkout, hence no foreign key), yet their next call or stream must learn why.
 */
export const groupCartExits = pgTable(
  'group_cart_exits',
  {
    uuid: uuid('uuid').primaryKey(),
    cartId: integer('cart_id').notNull(),
    reason: text('reason').notNull(),
    /** The order placed from the cart (reason 'closed'). */
    orderId: integer('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('group_cart_exits_cart_id_idx').on(t.cartId), check('group_cart_exits_reason_check', inList(t.reason, groupExitReasons))],
);
