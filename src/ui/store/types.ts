/**
 * Client-side shapes of the API objects the store holds (contract §4). Only the fields the storefront reads
 * are required; the API omits falsy fields and unloaded relations, so the rest stay optional.
 */

// User, currency and translation shapes are shared with the rest of the UI; one definition for both.
import type { Currency, Translation, User } from '@/ui/types/api';

export type { Currency, Translation, User };

export interface Shop {
  id: number;
  uuid: string;
  type?: 'shop' | 'restaurant';
  translation?: Translation;
  logo_img?: string;
  background_img?: string;
  open?: boolean;
  rating_avg?: number;
  delivery_time?: { from: string; to: string; type: string };
}

export interface Stock {
  id: number;
  price?: number;
  quantity?: number;
  discount?: number;
  tax?: number;
  total_price?: number;
  addon?: boolean;
  product?: Product;
}

export interface Product {
  id: number;
  uuid: string;
  shop_id?: number;
  category_id?: number;
  img?: string;
  min_qty?: number;
  max_qty?: number;
  interval?: number;
  translation?: Translation;
  stock?: Stock;
  stocks?: Stock[];
}

/** The server cart as the slices hold it: the same shapes the cart UI reads (src/ui/types/cart.ts). */
export type { Cart, CartDetail, UserCart } from '../types/cart';

export type DateLike = string | number | Date | { seconds: number; nanoseconds?: number } | null | undefined;

export interface Chat {
  id: string | number;
  /** ISO 8601 string, or null when the source timestamp was missing or invalid. */
  created_at: string | null;
  roleId?: string;
  shop_id?: number | null;
  user?: { id: number; firstname?: string; lastname?: string; img?: string };
}

export interface ChatMessage {
  id: string | number;
  created_at: string | null;
  chat_id?: string | number;
  sender?: number;
  chat_content?: string;
  chat_img?: string;
  unread?: boolean;
  roleId?: string;
}
