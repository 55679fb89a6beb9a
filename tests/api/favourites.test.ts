import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countStatements, ENGINE, signInDemo, sqlRows, startTestApi, type TestApi } from './harness';

const LIST = '/dashboard/user/favourites/shops';
const MERGE = `${LIST}/merge`;

let api: TestApi;
let token: string;
let sellerToken: string;
let approved: { id: number; uuid: string }[];
let rejected: { id: number; uuid: string };

interface Row {
  id: number;
  uuid: string;
}

async function rowsOf(userToken: string) {
  const res = await api.call('GET', `${LIST}?perPage=100`, { token: userToken });
  expect(res.status).toBe(200);
  return res.body.data as Row[];
}

const dbCount = async (email: string) => {
  const [row] = await sqlRows<{ n: number | string }>(
    api,
    sql`select count(*) as n from favourites f join users u on u.id = f.user_id where u.email = ${email}`,
  );
  return Number(row.n);
};

beforeAll(async () => {
  api = await startTestApi();
  token = await signInDemo(api);
  const login = await api.call('POST', '/auth/login', { body: { email: 'seller@groops.test', password: api.config.demoPassword } });
  expect(login.status).toBe(200);
  sellerToken = login.body.data.access_token;
  const shops = await sqlRows<Row>(api, sql`select id, uuid from shops where status = 'approved' order by id`);
  expect(shops.length).toBeGreaterThanOrEqual(4);
  rejected = shops[shops.length - 1];
  await api.ctx.db.execute(sql`update shops set status = 'rejected' where id = ${rejected.id}`);
  approved = shops.slice(0, -1).map((s) => ({ id: Number(s.id), uuid: s.uuid }));
}, 60_000);
afterAll(() => api.close());

describe(`favourite shops (${ENGINE})`, () => {
  it('answers guests 401 ERROR_100 on every route', async () => {
    for (const [method, path, body] of [
      ['GET', LIST, undefined],
      ['POST', LIST, { shop_id: 1 }],
      ['DELETE', `${LIST}/1`, undefined],
      ['POST', MERGE, { uuids: [] }],
    ] as const) {
      const res = await api.call(method, path, { body });
      expect(res.status, `${method} ${path}`).toBe(401);
      expect(res.body.statusCode).toBe('ERROR_100');
    }
  });

  it('starts empty, likes idempotently and lists newest first with translations', async () => {
    const empty = await api.call('GET', LIST, { token });
    expect(empty.status).toBe(200);
    expect(empty.body).toMatchObject({ data: [], meta: { total: 0, current_page: 1, last_page: 1 } });
    for (const shop of [approved[0], approved[1], approved[1]]) {
      const res = await api.call('POST', LIST, { token, body: { shop_id: shop.id } });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ status: true, data: { shop_id: shop.id, liked: true } });
    }
    api.clock.advance(1000);
    expect((await api.call('POST', LIST, { token, body: { shop_id: String(approved[2].id) } })).status).toBe(200);
    expect(await dbCount(api.config.demoLogin)).toBe(3);
    const list = await api.call('GET', `${LIST}?perPage=2&lang=en`, { token });
    expect(list.body.meta).toMatchObject({ total: 3, per_page: 2, last_page: 2 });
    expect(list.body.data.map((r: Row) => r.id)).toEqual([approved[2].id, approved[1].id]);
    const first = list.body.data[0];
    expect(Object.keys(first).sort()).toEqual(expect.arrayContaining(['id', 'uuid', 'rating_avg', 'translation']));
    expect(first.uuid).toBe(approved[2].uuid);
    expect(typeof first.translation.title).toBe('string');
    expect(list.body.links.next).toContain('/api/v1/dashboard/user/favourites/shops?');
    // unknown language falls back to English
    const fallback = await api.call('GET', `${LIST}?perPage=2&lang=zz`, { token });
    expect(fallback.body.data[0].translation.title).toBe(first.translation.title);
  });

  it('answers 404 for an unknown or unapproved shop', async () => {
    expect((await api.call('POST', LIST, { token, body: { shop_id: 999_999 } })).status).toBe(404);
    const res = await api.call('POST', LIST, { token, body: { shop_id: rejected.id } });
    expect(res.status).toBe(404);
    expect(res.body.statusCode).toBe('ERROR_404');
    expect((await api.call('DELETE', `${LIST}/999999`, { token })).status).toBe(404);
  });

  it('hides shops that stop being approved and still lets them be unliked', async () => {
    await api.ctx.db.execute(sql`update shops set status = 'approved' where id = ${rejected.id}`);
    expect((await api.call('POST', LIST, { token, body: { shop_id: rejected.id } })).status).toBe(200);
    await api.ctx.db.execute(sql`update shops set status = 'rejected' where id = ${rejected.id}`);
    expect((await rowsOf(token)).map((r) => r.id)).not.toContain(rejected.id);
    expect((await api.call('DELETE', `${LIST}/${rejected.id}`, { token })).status).toBe(200);
  });

  it('unlikes idempotently', async () => {
    const before = await dbCount(api.config.demoLogin);
    for (let i = 0; i < 2; i++) {
      const res = await api.call('DELETE', `${LIST}/${approved[0].id}`, { token });
      expect(res.status).toBe(200);
      expect(res.body.data).toEqual({ shop_id: approved[0].id, liked: false });
    }
    expect(await dbCount(api.config.demoLogin)).toBe(before - 1);
    expect((await rowsOf(token)).map((r) => r.id)).not.toContain(approved[0].id);
  });

  it('keeps users apart: another user neither sees nor removes the demo likes', async () => {
    const mine = await rowsOf(token);
    expect(mine.length).toBeGreaterThan(0);
    expect(await rowsOf(sellerToken)).toEqual([]);
    for (const shop of mine) expect((await api.call('DELETE', `${LIST}/${shop.id}`, { token: sellerToken })).status).toBe(200);
    expect(await rowsOf(token)).toEqual(mine);
    expect((await api.call('POST', LIST, { token: sellerToken, body: { shop_id: approved[0].id } })).status).toBe(200);
    expect((await rowsOf(sellerToken)).map((r) => r.id)).toEqual([approved[0].id]);
    expect(await rowsOf(token)).toEqual(mine);
  });

  it('merges guest likes once, ignoring unknown and unapproved uuids', async () => {
    const uuids = [...approved.map((s) => s.uuid), approved[0].uuid.toUpperCase(), rejected.uuid, randomUUID()];
    const first = await api.call('POST', MERGE, { token, body: { uuids } });
    expect(first.status).toBe(200);
    expect(first.body.meta).toMatchObject({ total: approved.length, current_page: 1 });
    const ids = (first.body.data as Row[]).map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    const again = await api.call('POST', MERGE, { token, body: { uuids } });
    expect(again.body.meta.total).toBe(approved.length);
    expect(await dbCount(api.config.demoLogin)).toBe(approved.length);
    const none = await api.call('POST', MERGE, { token, body: { uuids: [] } });
    expect(none.status).toBe(200);
    expect(none.body.meta.total).toBe(approved.length);
  });

  it('gives concurrent merges of one list one row per approved shop', async () => {
    const seller = sellerToken;
    await api.ctx.db.execute(sql`delete from favourites where user_id = (select id from users where email = 'seller@groops.test')`);
    const uuids = [...approved.map((s) => s.uuid), rejected.uuid, randomUUID()];
    const results = await Promise.all(Array.from({ length: 10 }, () => api.call('POST', MERGE, { token: seller, body: { uuids } })));
    for (const res of results) expect(res.status).toBe(200);
    expect(await dbCount('seller@groops.test')).toBe(approved.length);
    expect((await rowsOf(seller)).length).toBe(approved.length);
  });

  it('bounds and validates bodies and ids', async () => {
    const tooMany = Array.from({ length: 101 }, () => randomUUID());
    const big = await api.call('POST', MERGE, { token, body: { uuids: tooMany } });
    expect(big.status).toBe(400);
    expect(big.body.params.uuids).toBeTruthy();
    expect((await api.call('POST', MERGE, { token, body: { uuids: tooMany.slice(0, 100) } })).status).toBe(200);
    const badMerges = [{}, { uuids: 'x' }, { uuids: ['not-a-uuid'] }, { uuids: [1] }, { uuids: null }, { uuids: [], user_id: 1 }];
    for (const body of badMerges) expect((await api.call('POST', MERGE, { token, body })).status, JSON.stringify(body)).toBe(400);
    const proto = await api.call('POST', MERGE, { token, rawBody: '{"uuids":[],"__proto__":{"admin":true}}', headers: { 'content-type': 'application/json' } });
    expect(proto.status).toBe(400);
    const badAdds = [{}, { shop_id: 'abc' }, { shop_id: -1 }, { shop_id: 1.5 }, { shop_id: 0 }, { shop_id: approved[0].id, user_id: 1 }];
    for (const body of badAdds) {
      const res = await api.call('POST', LIST, { token, body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.statusCode).toBe('ERROR_400');
    }
    const extra = await api.call('POST', LIST, { token, body: { shop_id: approved[0].id, user_id: 1 } });
    expect(extra.body.params.user_id).toEqual(['This field is not allowed']);
    for (const id of ['abc', '-1', '1.5', '0', '1e3']) expect((await api.call('DELETE', `${LIST}/${id}`, { token })).status, id).toBe(400);
    for (const q of ['perPage=0', 'perPage=101', 'page=0', 'page=abc']) expect((await api.call('GET', `${LIST}?${q}`, { token })).status, q).toBe(400);
    const raw = await api.call('POST', LIST, { token, rawBody: '{"shop_id":', headers: { 'content-type': 'application/json' } });
    expect(raw.status).toBe(400);
  });

  it('runs a constant number of statements per list, whatever the page size', async () => {
    const counts: number[] = [];
    for (const perPage of [1, 100]) {
      let res: Awaited<ReturnType<typeof api.call>> | undefined;
      counts.push(await countStatements(api, async () => (res = await api.call('GET', `${LIST}?perPage=${perPage}&lang=ar`, { token }))));
      expect(res!.status).toBe(200);
      expect(res!.body.data.length).toBe(perPage === 1 ? 1 : approved.length);
    }
    expect(counts[0]).toBe(counts[1]);
    expect(counts[0]).toBeLessThanOrEqual(5);
  });
});
