import { describe, expect, it } from 'vitest';
import type { CartItem } from '../store/slices/cart';
import type { Cart, InsertProductBody } from '../types/cart';
import { GUEST_CART_KEY, MERGED_CARTS_KEY, PENDING_MERGE_KEY, serializeGuestCart } from './guest-storage';
import { cartHolds, dropGuestCart, mergeGuestCart, waitForMerge, type MergeDeps } from './merge';

/** An in-memory Storage, shared by "tabs" in these tests. */
function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (k: string) => map.get(k) ?? null, setItem: (k: string, v: string) => void map.set(k, v), removeItem: (k: string) => void map.delete(k), map };
}

/** One lock queue like navigator.locks: callbacks run one after the other. */
function memoryLocks() {
  let tail: Promise<unknown> = Promise.resolve();
  return {
    request: ((_: string, cb: () => Promise<unknown>) => {
      const run = tail.then(cb);
      tail = run.catch(() => undefined);
      return run;
    }) as unknown as LockManager['request'],
  };
}

const items: CartItem[] = [
  { id: 1, quantity: 2, stock: { id: 10 }, addons: [{ stock: { id: 20 }, quantity: 1 }], shop_id: 3 },
  { id: 2, quantity: 1, stock: { id: 30 }, addons: [], shop_id: 3 },
];
const cartOf = (body: InsertProductBody): Cart => ({
  id: 7,
  shop_id: body.shop_id,
  owner_id: 1,
  total_price: 0,
  group: false,
  user_carts: [{ id: 1, name: '', user_id: 1, uuid: 'u', cartDetails: body.products.filter((p) => !p.parent_id).map((p, i) => ({ id: i + 1, quantity: p.quantity, stock: { id: p.stock_id } })) }],
});

function setup(storage = memoryStorage()) {
  const sent: InsertProductBody[] = [];
  let server: Cart | null = null;
  const deps: MergeDeps = {
    storage,
    locks: memoryLocks(),
    currency: { id: 1, rate: 1 },
    send: async (body) => (sent.push(body), (server = cartOf(body))),
    fetchCart: async () => server,
  };
  return { storage, sent, deps };
}

describe('sign-in merge', () => {
  it('pushes the local cart in one call, then forgets it', async () => {
    const { storage, sent, deps } = setup();
    storage.setItem(GUEST_CART_KEY, serializeGuestCart('cart-a', items, Date.now()));
    const outcome = await mergeGuestCart(deps);
    expect(outcome.kind).toBe('merged');
    expect(sent).toHaveLength(1);
    expect(sent[0].products).toHaveLength(3);
    expect(storage.getItem(GUEST_CART_KEY)).toBeNull();
    expect(storage.getItem(PENDING_MERGE_KEY)).toBeNull();
    expect(JSON.parse(storage.getItem(MERGED_CARTS_KEY)!)).toEqual(['cart-a']);
  });

  it('runs once when started twice at the same time (strict-mode effects, two tabs)', async () => {
    const { storage, sent, deps } = setup();
    storage.setItem(GUEST_CART_KEY, serializeGuestCart('cart-b', items, Date.now()));
    const [a, b] = await Promise.all([mergeGuestCart(deps), mergeGuestCart(deps)]);
    expect(sent).toHaveLength(1);
    expect(a).toBe(b);
    // Another tab with its own module state but the same storage and locks finds nothing left.
    expect((await mergeGuestCart(deps)).kind).toBe('none');
    await waitForMerge();
  });

  it('drops a local cart that was already merged (left behind by another tab)', async () => {
    const { storage, sent, deps } = setup();
    storage.setItem(MERGED_CARTS_KEY, JSON.stringify(['cart-c']));
    storage.setItem(GUEST_CART_KEY, serializeGuestCart('cart-c', items, Date.now()));
    expect((await mergeGuestCart(deps)).kind).toBe('dropped');
    expect(sent).toHaveLength(0);
    expect(storage.getItem(GUEST_CART_KEY)).toBeNull();
  });

  it('after a reload mid-call, does not resend when the server cart already holds the lines', async () => {
    const { storage, sent, deps } = setup();
    storage.setItem(GUEST_CART_KEY, serializeGuestCart('cart-d', items, Date.now()));
    storage.setItem(PENDING_MERGE_KEY, 'cart-d');
    await deps.send({ shop_id: 3, products: [{ stock_id: 10, quantity: 2 }, { stock_id: 30, quantity: 1 }], rate: 1 });
    const outcome = await mergeGuestCart(deps);
    expect(outcome.kind).toBe('merged');
    expect(sent).toHaveLength(1);
    expect(storage.getItem(GUEST_CART_KEY)).toBeNull();
  });

  it('keeps the local cart when the call fails, to try again later', async () => {
    const { storage, deps } = setup();
    storage.setItem(GUEST_CART_KEY, serializeGuestCart('cart-e', items, Date.now()));
    const failing = { ...deps, send: async () => Promise.reject({ status: 0, data: { statusCode: 'NETWORK' } }) };
    await expect(mergeGuestCart(failing)).rejects.toMatchObject({ status: 0 });
    expect(storage.getItem(GUEST_CART_KEY)).not.toBeNull();
    expect(storage.getItem(PENDING_MERGE_KEY)).toBe('cart-e');
    const refused = { ...deps, send: async () => Promise.reject({ status: 400, data: { message: 'OTHER_SHOP' } }) };
    await expect(mergeGuestCart(refused)).rejects.toMatchObject({ status: 400 });
    expect(storage.getItem(PENDING_MERGE_KEY)).toBeNull();
    dropGuestCart(storage);
    expect(storage.getItem(GUEST_CART_KEY)).toBeNull();
    expect(JSON.parse(storage.getItem(MERGED_CARTS_KEY)!)).toContain('cart-e');
  });

  it('tells whether a cart holds a payload\'s main lines', () => {
    const body: InsertProductBody = { shop_id: 3, rate: 1, products: [{ stock_id: 10, quantity: 1 }, { stock_id: 20, quantity: 1, parent_id: 10 }] };
    expect(cartHolds(cartOf({ ...body, products: [{ stock_id: 10, quantity: 5 }] }), body)).toBe(true);
    expect(cartHolds(cartOf({ ...body, shop_id: 4 }), body)).toBe(false);
    expect(cartHolds(null, body)).toBe(false);
  });
});
