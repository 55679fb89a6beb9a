import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENGINE, signInDemo, sqlRows, startTestApi, type TestApi } from './harness';
import { allLines, CART, countStatements, expectError, lineCount, sellableStocks, signIn, stockWithAddon, type StockFixture } from './cart-fixtures';

let api: TestApi;
let token: string;
let otherToken: string;
let demoEmail: string;
let main: StockFixture;
let second: StockFixture;
let foreign: StockFixture;
let withAddon: { main: number; addon: number };

const SHOP = 1;
const OTHER_SHOP = 2;
const insert = (body: unknown, t = token) => api.call('POST', `${CART}/insert-product`, { token: t, body });
const getCart = (t = token, query = '') => api.call('GET', `${CART}${query}`, { token: t });
const clear = () => api.call('DELETE', `${CART}/my-delete`, { token });

beforeAll(async () => {
  api = await startTestApi();
  token = await signInDemo(api);
  otherToken = await signIn(api, 'seller@groops.test');
  demoEmail = api.config.demoLogin;
  [main, second] = await sellableStocks(api, SHOP);
  [foreign] = await sellableStocks(api, OTHER_SHOP);
  withAddon = await stockWithAddon(api, SHOP);
}, 60_000);
afterAll(() => api.close());

describe(`user cart (${ENGINE})`, () => {
  it('answers guests 401 on every route', async () => {
    const routes: Array<[string, string, unknown?]> = [
      ['GET', CART],
      ['POST', `${CART}/insert-product`, { shop_id: SHOP, products: [{ stock_id: main.id, quantity: 1 }] }],
      ['POST', `${CART}/open`, { shop_id: SHOP }],
      ['DELETE', `${CART}/product/delete`, { ids: [1] }],
      ['DELETE', `${CART}/delete`, { ids: [1] }],
      ['DELETE', `${CART}/my-delete`],
      ['POST', `${CART}/calculate/1`, { type: 'pickup' }],
      ['POST', `${CART}/set-group/1`],
    ];
    for (const [method, path, body] of routes) {
      const res = await api.call(method, path, { body });
      expectError(res, 401, 'ERROR_100');
    }
  });

  it('answers no cart as an empty 200 when asked with allow_empty, and as 404 otherwise (Foodyman clients)', async () => {
    for (const query of ['?allow_empty=1', '?allow_empty=true']) {
      const res = await getCart(token, query);
      expect(res.status, query).toBe(200);
      expect(res.body).toMatchObject({ status: true, data: null });
    }
    expectError(await getCart(token, '?allow_empty=0'), 404, 'ERROR_404');
    expectError(await getCart(token, '?allow_empty=maybe'), 400, 'ERROR_400');
  });

  it('answers 404 when the caller has no cart', async () => {
    expectError(await getCart(), 404, 'ERROR_404');
  });

  it('creates the cart on first insert, prices lines on the server and nests nothing yet', async () => {
    const res = await insert({ shop_id: SHOP, currency_id: 1, rate: 999, products: [{ stock_id: main.id, quantity: 2 }] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const cart = res.body.data;
    expect(cart).toMatchObject({ shop_id: SHOP, status: true, group: false, rate: 1, currency_id: 1 });
    expect(cart.user_carts).toHaveLength(1);
    expect(cart.user_carts[0]).toMatchObject({ cart_id: cart.id, status: true, uuid: expect.stringMatching(/^[0-9a-f-]{36}$/) });
    const [line] = cart.user_carts[0].cartDetails;
    const unitTax = Math.round((main.price * main.tax) / 100);
    expect(line).toMatchObject({ quantity: 2, bonus: false, price: ((main.price + unitTax) * 2) / 100, addons: [] });
    expect(line.stock).toMatchObject({ id: main.id, countable_id: main.productId, price: main.price / 100 });
    expect(line.stock.product).toMatchObject({ id: main.productId, translation: { title: expect.any(String) } });
    expect(cart.total_price).toBe(((main.price + unitTax) * 2) / 100);
    const again = await getCart();
    expect(again.body.data.id).toBe(cart.id);
    expect(again.body.data.total_price).toBe(cart.total_price);
  });

  it('sets (does not add) quantities: replaying an insert leaves the same cart; 0 deletes the line', async () => {
    const body = { shop_id: SHOP, products: [{ stock_id: main.id, quantity: 3 }, { stock_id: second.id, quantity: 1 }] };
    await insert(body);
    const res = await insert(body);
    const lines = allLines(res.body.data);
    expect(lines.map((l) => [l.stock.id, l.quantity]).sort()).toEqual([[main.id, 3], [second.id, 1]].sort());
    const twice = await Promise.all([insert(body), insert(body)]);
    for (const r of twice) expect(r.status).toBe(200);
    expect(await lineCount(api, demoEmail)).toBe(2);
    const removed = await insert({ shop_id: SHOP, products: [{ stock_id: second.id, quantity: 0 }] });
    expect(allLines(removed.body.data).map((l) => l.stock.id)).toEqual([main.id]);
  });

  it('refuses bad quantities and any client money field with 400 naming the field, changing nothing', async () => {
    const before = (await getCart()).body.data;
    const bad: Array<[string, string]> = [
      ['-1', 'products.0.quantity'],
      ['1.5', 'products.0.quantity'],
      ['"1.5"', 'products.0.quantity'], // a number-like string is read as a number (tolerant.ts), then refused like 1.5
      ['1e309', 'products.0.quantity'],
      [String(2 ** 31), 'products.0.quantity'],
      [String(2 ** 53 + 1), 'products.0.quantity'],
      ['null', 'products.0.quantity'],
      ['true', 'products.0.quantity'],
    ];
    for (const [qty, field] of bad) {
      const rawBody = `{"shop_id":${SHOP},"products":[{"stock_id":${main.id},"quantity":${qty}}]}`;
      const res = await api.call('POST', `${CART}/insert-product`, { token, rawBody, headers: { 'content-type': 'application/json' } });
      expectError(res, 400, 'ERROR_400');
      expect(Object.keys(res.body.params), qty).toContain(field);
    }
    const shapes: Array<[unknown, string]> = [
      [{ shop_id: SHOP }, 'products'],
      [{ shop_id: SHOP, products: [] }, 'products'],
      [{ shop_id: SHOP, products: null }, 'products'],
      [{ products: [{ stock_id: main.id, quantity: 1 }] }, 'shop_id'],
      [{ shop_id: SHOP, products: [{ stock_id: main.id, quantity: 1, price: 0.01 }] }, 'products.0.price'],
      [{ shop_id: SHOP, total_price: 0, products: [{ stock_id: main.id, quantity: 1 }] }, 'total_price'],
      [{ shop_id: SHOP, products: [{ stock_id: main.id, quantity: 1, discount: 100 }] }, 'products.0.discount'],
      [{ shop_id: SHOP, products: [{ stock_id: 'abc', quantity: 1 }] }, 'products.0.stock_id'],
      [{ shop_id: SHOP, products: [{ stock_id: 99_999_999, quantity: 1 }] }, 'products.0.stock_id'],
      [{ shop_id: SHOP, products: [{ stock_id: foreign.id, quantity: 1 }] }, 'products.0.stock_id'],
      [{ shop_id: SHOP, products: Array.from({ length: 101 }, () => ({ stock_id: main.id, quantity: 1 })) }, 'products'],
    ];
    for (const [body, field] of shapes) {
      const res = await insert(body);
      expectError(res, 400);
      expect(Object.keys(res.body.params ?? {}), JSON.stringify(body).slice(0, 80)).toContain(field);
    }
    expect((await getCart()).body.data).toEqual(before);
  });

  it('clamps quantities to max_qty and to the stock left; an empty stock is 409 ERROR_430', async () => {
    const big = await insert({ shop_id: SHOP, products: [{ stock_id: main.id, quantity: 9999 }] });
    expect(big.status).toBe(200);
    expect(allLines(big.body.data).find((l) => l.stock.id === main.id).quantity).toBe(Math.min(main.maxQty, main.quantity));
    await api.ctx.db.execute(sql`update stocks set quantity = 3 where id = ${second.id}`);
    const low = await insert({ shop_id: SHOP, products: [{ stock_id: second.id, quantity: 5 }] });
    expect(allLines(low.body.data).find((l) => l.stock.id === second.id).quantity).toBe(3);
    await api.ctx.db.execute(sql`update stocks set quantity = 0 where id = ${second.id}`);
    const none = await insert({ shop_id: SHOP, products: [{ stock_id: second.id, quantity: 1 }] });
    expectError(none, 409, 'ERROR_430');
    expect(none.body.params).toHaveProperty(['products.0.quantity']);
    await api.ctx.db.execute(sql`update stocks set quantity = ${second.quantity} where id = ${second.id}`);
    expect((await insert({ shop_id: SHOP, products: [{ stock_id: second.id, quantity: 0 }, { stock_id: main.id, quantity: 1 }] })).status).toBe(200);
  });

  it('nests add-ons under their main line, ignores orphans and refuses add-ons the stock does not offer', async () => {
    const res = await insert({
      shop_id: SHOP,
      products: [
        { stock_id: withAddon.main, quantity: 2 },
        { stock_id: withAddon.addon, quantity: 2, parent_id: withAddon.main },
      ],
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const top = res.body.data.user_carts[0].cartDetails;
    const parent = top.find((l: any) => l.stock.id === withAddon.main);
    expect(parent.addons).toHaveLength(1);
    expect(parent.addons[0]).toMatchObject({ quantity: 2, stock: { id: withAddon.addon } });
    expect(top.some((l: any) => l.stock.id === withAddon.addon)).toBe(false);

    // An add-on whose main line is not in the cart is ignored.
    const orphanParent = (await sqlRows<{ stock_id: number }>(api, sql`select stock_id from stock_addons sa join stocks s on s.id = sa.stock_id
      join products p on p.id = s.product_id where p.shop_id = ${SHOP} and sa.stock_id <> ${withAddon.main} and p.status = 'published' and p.active and s.quantity > 0
      and exists (select 1 from stock_addons x join stocks a on a.product_id = x.addon_id where x.stock_id = sa.stock_id and a.id = ${withAddon.addon}) limit 1`))[0];
    if (orphanParent) {
      const orphan = await insert({ shop_id: SHOP, products: [{ stock_id: withAddon.addon, quantity: 1, parent_id: Number(orphanParent.stock_id) }] });
      expect(orphan.status).toBe(200);
      expect(allLines(orphan.body.data).filter((l) => l.stock.id === withAddon.addon)).toHaveLength(1);
    }
    const notOffered = await insert({ shop_id: SHOP, products: [{ stock_id: second.id, quantity: 1, parent_id: withAddon.main }] });
    expectError(notOffered, 400);
    expect(notOffered.body.params).toHaveProperty(['products.0.parent_id']);

    const cart = (await getCart()).body.data;
    const addonPrice = allLines(cart).find((l) => l.stock.id === withAddon.addon);
    const sum = allLines(cart).reduce((s, l) => s + Math.round(l.price * 100) - Math.round(l.discount * 100), 0);
    expect(Math.round(cart.total_price * 100)).toBe(sum);
    expect(addonPrice.bonus).toBe(false);

    // Deleting the main line takes its add-on with it.
    const del = await api.call('DELETE', `${CART}/product/delete`, { token, body: { ids: [parent.id] } });
    expect(del.status).toBe(200);
    expect(allLines(del.body.data).some((l) => l.stock.id === withAddon.main || l.stock.id === withAddon.addon)).toBe(false);
  });

  it('keeps one shop per cart: OTHER_SHOP while it holds lines, moves when empty', async () => {
    const res = await insert({ shop_id: OTHER_SHOP, products: [{ stock_id: foreign.id, quantity: 1 }] });
    expectError(res, 400, 'ERROR_400');
    expect(res.body.message).toBe('OTHER_SHOP');
    expect(res.body.params).toBeUndefined();
    const open = await api.call('POST', `${CART}/open`, { token, body: { shop_id: OTHER_SHOP } });
    expect(open.body.message).toBe('OTHER_SHOP');
    const cart = (await getCart()).body.data;
    expect(cart.shop_id).toBe(SHOP);
    expectError(await getCart(token, `?shop_id=${OTHER_SHOP}`), 404);
    expect((await getCart(token, `?shop_id=${OTHER_SHOP}&allow_empty=1`)).body.data).toBeNull();
    const ids = allLines(cart).map((l) => l.id);
    expect((await api.call('DELETE', `${CART}/product/delete`, { token, body: { ids } })).status).toBe(200);
    const moved = await insert({ shop_id: OTHER_SHOP, products: [{ stock_id: foreign.id, quantity: 1 }] });
    expect(moved.status).toBe(200);
    expect(moved.body.data).toMatchObject({ id: cart.id, shop_id: OTHER_SHOP });
    expectError(await insert({ shop_id: 999_999, products: [{ stock_id: foreign.id, quantity: 1 }] }), 404);
    // the cart found (and locked) before the unknown shop was refused is left as it was
    expect((await getCart()).body.data).toMatchObject({ id: cart.id, shop_id: OTHER_SHOP });
  });

  it('keeps carts private: another user gets 404 and changes nothing', async () => {
    const mine = (await getCart()).body.data;
    const lineIds = allLines(mine).map((l) => l.id);
    expectError(await getCart(otherToken), 404);
    expectError(await api.call('DELETE', `${CART}/product/delete`, { token: otherToken, body: { ids: lineIds } }), 404);
    expectError(await api.call('DELETE', `${CART}/delete`, { token: otherToken, body: { ids: [mine.id] } }), 404);
    expectError(await api.call('POST', `${CART}/set-group/${mine.id}`, { token: otherToken }), 404);
    expectError(await api.call('POST', `${CART}/calculate/${mine.id}`, { token: otherToken, body: { type: 'pickup' } }), 404);
    // The other user's own cart does not make the demo lines theirs.
    expect((await insert({ shop_id: SHOP, products: [{ stock_id: main.id, quantity: 1 }] }, otherToken)).status).toBe(200);
    const theirs = (await getCart(otherToken)).body.data;
    expectError(await api.call('DELETE', `${CART}/product/delete`, { token: otherToken, body: { ids: [...lineIds, allLines(theirs)[0].id] } }), 404);
    expect(allLines((await getCart(otherToken)).body.data)).toHaveLength(1);
    expectError(await api.call('DELETE', `${CART}/product/delete`, { token, body: { ids: [allLines(theirs)[0].id] } }), 404);
    expect((await getCart()).body.data).toEqual(mine);
    expectError(await api.call('DELETE', `${CART}/delete`, { token, body: { ids: [mine.id, theirs.id] } }), 404);
    expect((await getCart()).status).toBe(200);
  });

  it('toggles the group flag for the owner only', async () => {
    const cart = (await getCart()).body.data;
    const on = await api.call('POST', `${CART}/set-group/${cart.id}`, { token });
    expect(on.body.data).toMatchObject({ id: cart.id, group: true });
    const off = await api.call('POST', `${CART}/set-group/${cart.id}`, { token });
    expect(off.body.data.group).toBe(false);
    expectError(await api.call('POST', `${CART}/set-group/abc`, { token }), 400);
  });

  it('adds free bonus lines: buy N get M on a stock, and the shop gift above a total', async () => {
    const [rule] = await sqlRows<Record<string, number>>(api, sql`select b.stock_id, b.value, b.bonus_quantity, b.bonus_stock_id, p.shop_id
      from bonuses b join stocks s on s.id = b.stock_id join products p on p.id = s.product_id where b.type = 'count' order by b.id limit 1`);
    expect((await clear()).status).toBe(200);
    const stockId = Number(rule.stock_id);
    const shopId = Number(rule.shop_id);
    const put = (quantity: number) => insert({ shop_id: shopId, products: [{ stock_id: stockId, quantity }] });
    const bonusOf = (cart: any) => allLines(cart).filter((l) => l.bonus);
    const four = await put(2 * Number(rule.value));
    expect(four.status, JSON.stringify(four.body)).toBe(200);
    expect(bonusOf(four.body.data)).toEqual([expect.objectContaining({ quantity: 2 * Number(rule.bonus_quantity), price: 0, discount: 0, stock: expect.objectContaining({ id: Number(rule.bonus_stock_id) }) })]);
    const one = await put(Number(rule.value) - 1 || 1);
    expect(bonusOf(one.body.data)).toHaveLength(Number(rule.value) > 1 ? 0 : 1);

    const [gift] = await sqlRows<Record<string, number>>(api, sql`select value, bonus_stock_id, shop_id from bonuses where type = 'sum' limit 1`);
    expect((await clear()).status).toBe(200);
    const [cheap] = await sellableStocks(api, Number(gift.shop_id));
    const small = await insert({ shop_id: Number(gift.shop_id), products: [{ stock_id: cheap.id, quantity: 1 }] });
    expect(bonusOf(small.body.data)).toHaveLength(0);
    const need = Math.ceil(Number(gift.value) / cheap.price);
    const big = await insert({ shop_id: Number(gift.shop_id), products: [{ stock_id: cheap.id, quantity: Math.min(need, cheap.maxQty) }] });
    expect(Math.round(big.body.data.total_price * 100)).toBeGreaterThanOrEqual(Number(gift.value));
    expect(bonusOf(big.body.data).map((l) => l.stock.id)).toEqual([Number(gift.bonus_stock_id)]);
    const calc = await api.call('POST', `${CART}/calculate/${big.body.data.id}`, { token, body: { type: 'pickup' } });
    expect(calc.body.data.bonus_shop).toBe(true);
    const back = await insert({ shop_id: Number(gift.shop_id), products: [{ stock_id: cheap.id, quantity: 1 }] });
    expect(bonusOf(back.body.data)).toHaveLength(0);
  });

  it('shows totals in the requested currency and remembers it', async () => {
    const [euro] = await sqlRows<{ id: number; rate: number }>(api, sql`select id, rate from currencies where not "default" and active order by id limit 1`);
    const base = (await getCart(token, '?currency_id=1')).body.data;
    const converted = (await getCart(token, `?currency_id=${euro.id}`)).body.data;
    expect(converted).toMatchObject({ currency_id: Number(euro.id), rate: Number(euro.rate) });
    expect(converted.total_price).toBeCloseTo(Math.round(base.total_price * 100 * Number(euro.rate)) / 100, 2);
    expect((await getCart()).body.data.currency_id).toBe(Number(euro.id));
    expectError(await getCart(token, '?currency_id=-1'), 400);
  });

  it('reads a cart in a bounded number of statements, whatever the number of lines', async () => {
    expect((await clear()).status).toBe(200);
    const stocks = await sellableStocks(api, SHOP);
    await insert({ shop_id: SHOP, products: stocks.slice(0, 1).map((s) => ({ stock_id: s.id, quantity: 1 })) });
    const one = await countStatements(api, () => getCart());
    await insert({ shop_id: SHOP, products: stocks.slice(0, 8).map((s) => ({ stock_id: s.id, quantity: 1 })) });
    const eight = await countStatements(api, () => getCart());
    expect(eight).toBeLessThanOrEqual(one + 1);
    expect(eight).toBeLessThanOrEqual(16);
  });

  it('opens, clears by id and clears all', async () => {
    const cart = (await getCart()).body.data;
    expectError(await api.call('DELETE', `${CART}/delete`, { token, body: { ids: [] } }), 400);
    expectError(await api.call('DELETE', `${CART}/delete`, { token, body: { ids: ['x'] } }), 400);
    expect((await api.call('DELETE', `${CART}/delete`, { token, body: { ids: [cart.id] } })).status).toBe(200);
    expectError(await getCart(), 404);
    const open = await api.call('POST', `${CART}/open`, { token, body: { shop_id: SHOP, currency_id: 1 } });
    expect(open.status).toBe(200);
    expect(open.body.data).toMatchObject({ shop_id: SHOP, total_price: 0 });
    expect(open.body.data.user_carts[0].cartDetails).toEqual([]);
    const reopen = await api.call('POST', `${CART}/open`, { token, body: { shop_id: SHOP } });
    expect(reopen.body.data.id).toBe(open.body.data.id);
    expect((await clear()).status).toBe(200);
    expect((await clear()).status).toBe(200);
    expectError(await getCart(), 404);
    expect(await lineCount(api, demoEmail)).toBe(0);
  });
});
