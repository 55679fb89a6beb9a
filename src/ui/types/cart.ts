/**
 * Cart, checkout and payment shapes (contract §3.5–3.7, §4) as the storefront reads and sends them. Answers are
 * inferred from the response schemas the API is tested against (src/contract/responses); type-only imports.
 */
import type { z } from 'zod';
import type * as commerce from '@/contract/responses/commerce';

/** The stock of a cart line, with the product it sells (title and picture for the cart panel). */
export type CartStock = CartDetail['stock'];
/** One line of the server cart; `price` and `discount` are line amounts (unit × quantity), tax included. */
export type CartDetail = z.infer<typeof commerce.cartDetail>;
/** A participant's part of a cart (the API spells `cartDetails` in camelCase). */
export type UserCart = z.infer<typeof commerce.userCart>;
/** `dashboard/user/cart`: the signed-in user's cart (one shop at a time). */
export type Cart = z.infer<typeof commerce.cart>;
/** Who owes what in a group order (owner's cart, cart/calculate, the order). */
export type GroupParticipant = z.infer<typeof commerce.groupParticipant>;
/** `rest/cart/open`: the new participant; `uuid` is its secret, shown to this caller only. */
export type JoinedMember = z.infer<typeof commerce.joinedMember>;
/** `cart/calculate/{id}` answer: decimals in the requested currency. */
export type CartTotals = z.infer<typeof commerce.cartTotals>;
/** `rest/payments`: a payment method. */
export type Payment = z.infer<typeof commerce.payment>;
/** `rest/coupons/check`. */
export type Coupon = z.infer<typeof commerce.coupon>;

/** One entry of `insert-product`: an addon names its parent line by the parent's STOCK id. */
export interface InsertProductLine {
  stock_id: number;
  quantity: number;
  parent_id?: number;
}

export interface InsertProductBody {
  shop_id: number;
  currency_id?: number;
  rate: number;
  products: InsertProductLine[];
}

export type DeliveryType = 'delivery' | 'pickup';

export interface LatLng {
  latitude: number;
  longitude: number;
}

/** `cart/calculate/{id}` body. */
export interface CalculateBody {
  type: DeliveryType;
  address?: LatLng;
  coupon?: string;
  currency_id?: number;
  tips?: number;
}

/** `POST dashboard/user/orders` body (contract §3.6). */
export interface PlaceOrderBody {
  cart_id: number;
  shop_id: number;
  currency_id?: number;
  rate: number;
  delivery_type: DeliveryType;
  delivery_date: string;
  delivery_time: string;
  location?: LatLng;
  address?: { address?: string; office?: string; house?: string; floor?: string };
  phone?: string;
  username?: string;
  note?: string;
  coupon?: string;
  tips?: number;
  payment_id?: number;
  branch_id?: number;
}
