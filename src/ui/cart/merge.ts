import type { Cart, InsertProductBody } from '../types/cart';
import { GUEST_CART_KEY, MERGED_CARTS_KEY, PENDING_MERGE_KEY, parseGuestCart } from './guest-storage';
import { readStringList } from '@/lib/json';
import { serverDetails } from './lines';
import { buildMergePayload, type CurrencyRef } from './payload';

/**
 * Sign-in merge (spec §4): the guest cart goes to the server in ONE insert-product call, then the local cart
 * is dropped and the server cart shown. It never runs twice for the same local cart:
 * - one run at a time per tab (React strict mode runs effects twice) and, through the Web Locks API, per
 *   browser (two tabs signing in together);
 * - each local cart has an id; merged ids are remembered, so a cart left behind by another tab is dropped;
 * - before sending, the id is marked pending. If the page goes away before the answer, the next run first
 *   looks whether the server cart already holds those lines. Insert-product SETS quantities, so even a
 *   resend would leave the same cart.
 */

export interface MergeDeps {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
  locks?: Pick<LockManager, 'request'> | null;
  currency: CurrencyRef;
  send: (payload: InsertProductBody) => Promise<Cart>;
  fetchCart: () => Promise<Cart | null>;
  now?: () => number;
}

export type MergeOutcome = { kind: 'none' } | { kind: 'dropped' } | { kind: 'merged'; cart: Cart };

const LOCK_NAME = 'groops-cart-merge';
const REMEMBERED = 20;

let running: Promise<MergeOutcome> | null = null;

/** Resolves when no merge is running in this tab (the cart query waits for it). */
export function waitForMerge(): Promise<unknown> {
  return running?.catch(() => undefined) ?? Promise.resolve();
}

/** True when every main line of the payload is in the cart (the server may have clamped quantities). */
export function cartHolds(cart: Cart | null, payload: InsertProductBody): boolean {
  if (!cart || cart.shop_id !== payload.shop_id) return false;
  const stocks = new Set(serverDetails(cart).map((d) => d.stock.id));
  return payload.products.filter((p) => !p.parent_id).every((p) => stocks.has(p.stock_id));
}

function forget(deps: MergeDeps, id: string) {
  const merged = readStringList(deps.storage.getItem(MERGED_CARTS_KEY)).filter((x) => x !== id);
  deps.storage.setItem(MERGED_CARTS_KEY, JSON.stringify([...merged, id].slice(-REMEMBERED)));
  deps.storage.removeItem(GUEST_CART_KEY);
  deps.storage.removeItem(PENDING_MERGE_KEY);
}

async function runMerge(deps: MergeDeps): Promise<MergeOutcome> {
  const stored = parseGuestCart(deps.storage.getItem(GUEST_CART_KEY), (deps.now ?? Date.now)());
  if (!stored || !stored.items.length) return { kind: 'none' };
  const payload = buildMergePayload(stored.items, deps.currency);
  if (!payload || readStringList(deps.storage.getItem(MERGED_CARTS_KEY)).includes(stored.id)) {
    deps.storage.removeItem(GUEST_CART_KEY);
    return { kind: 'dropped' };
  }
  if (deps.storage.getItem(PENDING_MERGE_KEY) === stored.id) {
    const cart = await deps.fetchCart();
    if (cartHolds(cart, payload)) {
      forget(deps, stored.id);
      return { kind: 'merged', cart: cart! };
    }
  }
  deps.storage.setItem(PENDING_MERGE_KEY, stored.id);
  try {
    const cart = await deps.send(payload);
    forget(deps, stored.id);
    return { kind: 'merged', cart };
  } catch (failure) {
    // A definite refusal did not change the server cart; an unanswered call may have (see above).
    const status = (failure as { status?: number }).status;
    if (status && status >= 400 && status < 500 && status !== 409) deps.storage.removeItem(PENDING_MERGE_KEY);
    throw failure;
  }
}

export function mergeGuestCart(deps: MergeDeps): Promise<MergeOutcome> {
  if (!running) {
    const task = () => runMerge(deps);
    running = (deps.locks ? (deps.locks.request(LOCK_NAME, task) as Promise<MergeOutcome>) : task()).finally(() => {
      running = null;
    });
  }
  return running;
}

/** Keeps the server cart and forgets the local one (the user declined to replace the server cart). */
export function dropGuestCart(storage: MergeDeps['storage'], now = Date.now()): void {
  const stored = parseGuestCart(storage.getItem(GUEST_CART_KEY), now);
  if (stored) forget({ storage } as MergeDeps, stored.id);
  else storage.removeItem(GUEST_CART_KEY);
}
