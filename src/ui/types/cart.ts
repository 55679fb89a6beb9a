/** Cart, checkout and payment shapes (contract §3.5–3.7, §4) as the storefront reads and sends them. */
import type { ExtraValue, Translation } from './api';

/** The stock of a cart line, with the product it sells (title and picture for the cart panel). */
export interface CartStock {
  id: number;
  price?: number;
  quantity?: number;
  discount?: number;
  tax?: number;
  total_price?: number;
  addon?: boolean;
  extras?: ExtraValue[];
  product?: {
    id: number;
    uuid: string;
    img?: string;
    min_qty?: number;
    max_qty?: number;
    translation?: Pick<Translation, 'title'>;
  };
}

/** One line of the server cart; `price` and `discount` are line amounts (unit × quantity), tax included. */
export interface CartDetail {
  id: number;
  quantity: number;
  bonus?: boolean;
  price?: number;
  discount?: number;
  stock: CartStock;
  addons?: CartDetail[];
}

/** A participant's part of a cart (the API spells `cartDetails` in camelCase). */
export interface UserCart {
  id: number;
  cart_id?: number;
  name: string;
  user_id: number | null;
  /** The participant's secret: in a guest member's view only its own part carries it (the owner sees all). */
  uuid?: string;
  status?: boolean;
  cartDetails: CartDetail[];
}

/** `dashboard/user/cart`: the signed-in user's cart (one shop at a time). */
export interface Cart {
  id: number;
  shop_id: number;
  owner_id: number;
  total_price: number;
  group: boolean;
  status?: boolean;
  currency_id?: number;
  rate?: number;
  user_carts: UserCart[];
  /** The share link's join token; only in the owner's answers, null while group ordering is off. */
  invite_token?: string | null;
  /** Owner's answers: whether joining needs the group password. */
  has_password?: boolean;
  /** Owner's answers: who owes what (see GroupParticipant). */
  participants?: GroupParticipant[];
}

/**
 * Who owes what in a group order (owner's cart, cart/calculate, the order): each participant's lines after
 * discount, plus an even share of the shared fees (delivery, service, tax on fees, tips); remainder cents go
 * to the owner. Decimals in the answer's currency, computed by the server.
 */
export interface GroupParticipant {
  name: string;
  is_owner: boolean;
  subtotal: number;
  fee_share: number;
  total: number;
}

/** `rest/cart/open`: the new participant; `uuid` is its secret, shown to this caller only. */
export interface JoinedMember {
  id: number;
  cart_id: number;
  user_id: number | null;
  name: string;
  uuid: string;
  status: boolean;
}

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

/** `cart/calculate/{id}` answer: decimals in the requested currency. */
export interface CartTotals {
  products?: CartDetail[];
  price: number;
  total_price: number;
  total_tax?: number;
  total_shop_tax?: number;
  /** Product tax already inside `price` (ours). */
  total_product_tax?: number;
  total_discount?: number;
  delivery_fee?: number;
  service_fee?: number;
  coupon_price?: number;
  receipt_discount?: number;
  tips?: number;
  km?: number;
  rate?: number;
  /** Group carts: who owes what at these totals. */
  participants?: GroupParticipant[];
}

/** `rest/payments`: a payment method. */
export interface Payment {
  id: number;
  tag: string;
  input?: number;
  sandbox?: boolean;
  active?: boolean;
}

/** `rest/coupons/check`. */
export interface Coupon {
  id: number;
  name: string;
  type?: 'fix' | 'percent' | string;
  price?: number;
  qty?: number;
  expired_at?: string;
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
