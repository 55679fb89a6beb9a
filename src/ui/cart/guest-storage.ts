import { parseJson } from '@/lib/json';
import type { CartItem } from '../store/slices/cart';

/**
 * The guest cart's own localStorage entry. Why not redux-persist: the spec keeps carts out of the persisted
 * state (only liked, currency and search are restored, behind a gate that may give up), while the issue asks
 * that a guest cart survive reloads. So the cart slice is mirrored here, under one versioned key, read back
 * with shape checks, shared by the visitor's tabs (a `storage` event brings other tabs up to date), dropped
 * after a week like the session cookies, and removed once sign-in has merged it into the server cart.
 * localStorage rather than sessionStorage: a new tab or a browser restart keeps the cart too.
 */

export const GUEST_CART_KEY = 'groops.cart.v1';
/** Ids of local carts already merged into a server cart (never merge the same one twice). */
export const MERGED_CARTS_KEY = 'groops.cart.merged';
/** A merge that was sent but whose answer was never seen (the page went away): checked before resending. */
export const PENDING_MERGE_KEY = 'groops.cart.merging';
export const GUEST_CART_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
const MAX_LINES = 100;

export interface StoredGuestCart {
  v: 1;
  /** Identity of this local cart, minted with its first line. */
  id: string;
  savedAt: number;
  items: CartItem[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const isId = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) > 0;
const isQty = (value: unknown): value is number => Number.isSafeInteger(value) && (value as number) >= 1 && (value as number) <= 100_000;

function isStock(value: unknown): boolean {
  return isRecord(value) && isId(value.id);
}

function isItem(value: unknown): value is CartItem {
  if (!isRecord(value) || !isId(value.id) || !isQty(value.quantity) || !isStock(value.stock) || !isId(value.shop_id)) return false;
  return Array.isArray(value.addons) && value.addons.every((a) => isRecord(a) && isStock(a.stock) && isQty(a.quantity));
}

/** The stored cart, or null when missing, malformed, too old, or mixing shops. */
export function parseGuestCart(raw: string | null, now: number): StoredGuestCart | null {
  const value = parseJson(raw);
  if (!isRecord(value) || value.v !== 1 || typeof value.id !== 'string' || !value.id || typeof value.savedAt !== 'number') return null;
  if (now - value.savedAt > GUEST_CART_MAX_AGE_MS || !Array.isArray(value.items)) return null;
  const items = value.items.slice(0, MAX_LINES);
  if (!items.every(isItem) || new Set(items.map((item) => item.shop_id)).size > 1) return null;
  return { v: 1, id: value.id, savedAt: value.savedAt, items };
}

export function serializeGuestCart(id: string, items: readonly CartItem[], now: number): string {
  const stored: StoredGuestCart = { v: 1, id, savedAt: now, items: [...items] };
  return JSON.stringify(stored);
}

/** A fresh local cart id. */
export function newCartId(): string {
  const random = typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
  return random;
}

