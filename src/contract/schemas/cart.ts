import { z } from 'zod';
import { address, commonQuery, flag, id, text, uuid } from './fields';

/**
 * Request shapes of the user cart and coupon check (contract §3.5, §3.6). Money never comes from the client
 * (§0.3): bodies are strict, so `price`, `total_price`, `discount` and friends are refused with 400 naming them.
 */

/** Largest quantity one line may ask for; the server then clamps to the product's max_qty and stock. */
export const CART_QTY_MAX = 10_000;
/** Most lines one insert may carry (a whole guest cart on sign-in fits). */
export const CART_LINES_MAX = 100;
/** Tips cap, in the display currency. */
export const TIPS_MAX = 10_000;

/** A JSON integer 0..CART_QTY_MAX; strings, fractions, null, booleans and huge numbers are refused (G6). */
const quantity = () =>
  z
    .number('Quantity must be an integer')
    .int('Quantity must be an integer')
    .min(0, 'Quantity must not be negative')
    .max(CART_QTY_MAX, `Quantity must be at most ${CART_QTY_MAX}`);

/**
 * `allow_empty=1` (our addition, off by default): no cart answers 200 with `data: null` instead of the contract's
 * 404. An empty cart is a normal state, and a browser reports every 404 as a failed request in its console.
 */
export const cartQuery = z.object({ ...commonQuery, shop_id: id().optional(), allow_empty: flag().optional() });

export const cartLineInput = z.strictObject({
  stock_id: id(),
  /** 0 deletes the line. */
  quantity: quantity(),
  /** For an add-on: the STOCK id of its main line. */
  parent_id: id().nullable().optional(),
});

export const insertProductBody = z.strictObject({
  shop_id: id(),
  currency_id: id().optional(),
  /** Accepted for compatibility and ignored: the server uses the currency's own rate. */
  rate: z.number().optional(),
  products: z.array(cartLineInput).min(1, 'Add at least one product').max(CART_LINES_MAX, `At most ${CART_LINES_MAX} products`),
});
export type InsertProductBody = z.infer<typeof insertProductBody>;

const idList = () => z.array(id()).min(1, 'Required').max(CART_LINES_MAX, `At most ${CART_LINES_MAX} ids`);

export const deleteLinesBody = z.strictObject({ ids: idList() });
export const deleteCartsBody = z.strictObject({ ids: idList() });

export const cartIdParams = z.object({ cart_id: id() });

export const deliveryTypes = ['delivery', 'pickup', 'dine_in'] as const;

export const calculateBody = z
  .strictObject({
    type: z.enum(deliveryTypes, 'Must be delivery, pickup or dine_in'),
    address: address.optional(),
    coupon: text(64).optional(),
    currency_id: id().optional(),
    /** In the display currency. */
    tips: z.number('Must be a number').min(0, 'Must not be negative').max(TIPS_MAX, `Must be at most ${TIPS_MAX}`).optional(),
  })
  .superRefine((b, c) => {
    if (b.type === 'delivery' && !b.address) c.addIssue({ code: 'custom', path: ['address'], message: 'The delivery address is required' });
  });
export type CalculateBody = z.infer<typeof calculateBody>;

export const openCartBody = z.strictObject({ shop_id: id(), currency_id: id().optional() });

/** `user_id` is accepted for compatibility but ignored: "already used" is checked for the signed-in caller. */
export const couponCheckBody = z.strictObject({ coupon: text(64), user_id: id().optional(), shop_id: id().optional() });

// Group orders: guests act through their participant uuid (contract §3.5), never through the owner's token.

/** Most participants one group cart accepts, owner included. */
export const GROUP_MAX_MEMBERS = 20;

/** A member's display name, trimmed (stored as given; clients escape it). */
export const GROUP_NAME_MAX = 50;
export const GROUP_PASSWORD_MIN = 6;
export const GROUP_PASSWORD_MAX = 64;

/** Longest join token accepted; longer ones cannot match and are refused as input. */
export const INVITE_TOKEN_MAX = 64;

/**
 * `token` is the share link's secret (the owner's `invite_token`). It may be left out only while the
 * `group_join_by_cart_id` setting lets older clients join by cart number.
 */
export const guestJoinBody = z.strictObject({
  name: text(GROUP_NAME_MAX),
  shop_id: id(),
  cart_id: id(),
  token: text(INVITE_TOKEN_MAX).optional(),
  /** The group password, when the owner set one (a wrong or missing one is the same 404 as any refusal). */
  password: z.string().max(GROUP_PASSWORD_MAX, `Must be at most ${GROUP_PASSWORD_MAX} characters`).optional(),
});

/** Starting a group may set a password members must give to join; an empty string counts as none. */
export const setGroupBody = z.strictObject({
  password: z.preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z
      .string('Must be a string')
      .min(GROUP_PASSWORD_MIN, `Password should contain at least ${GROUP_PASSWORD_MIN} characters`)
      .max(GROUP_PASSWORD_MAX, `Must be at most ${GROUP_PASSWORD_MAX} characters`)
      .optional(),
  ),
});

export const guestCartQuery = z.object({ ...commonQuery, shop_id: id().optional(), user_cart_uuid: uuid() });

export const streamMemberQuery = z.object({ ...commonQuery, user_cart_uuid: uuid() });

export const guestInsertBody = z.strictObject({
  shop_id: id(),
  cart_id: id(),
  user_cart_uuid: uuid(),
  currency_id: id().optional(),
  rate: z.number().optional(),
  products: insertProductBody.shape.products,
});
export type GuestInsertBody = z.infer<typeof guestInsertBody>;

export const guestDeleteLinesBody = z.strictObject({ ids: idList(), cart_id: id(), user_cart_uuid: uuid() });

/** `cart_id` and `ids[0]=<participant uuid>` in the query. */
export const memberDeleteQuery = z.object({
  ...commonQuery,
  cart_id: id(),
  ids: z
    .union([uuid(), z.array(uuid()).min(1).max(GROUP_MAX_MEMBERS)])
    .transform((v) => (Array.isArray(v) ? v : [v])),
});

/** A guest leaves: `ids` holds its own uuid only; `user_cart_uuid` (optional) names the caller explicitly. */
export const guestLeaveQuery = memberDeleteQuery.extend({ user_cart_uuid: uuid().optional() });

export const participantParams = z.object({ user_cart_uuid: uuid() });
export const participantStatusBody = z.strictObject({ cart_id: id() });
/** A guest flips its own status; `user_cart_uuid` (optional) names the caller and must be the path's uuid. */
export const guestStatusBody = z.strictObject({ cart_id: id(), user_cart_uuid: uuid().optional() });
