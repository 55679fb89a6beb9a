import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESSES_MAX } from '../../src/contract/schemas/addresses';
import { signInDemo, sqlRows, startTestApi, type TestApi } from './harness';

/** Saved addresses (contract §3.9): CRUD, one default, zone verdict on save, ownership, bounds. */

const LIST = '/dashboard/user/addresses';

let api: TestApi;
let token: string;
let sellerToken: string;

interface Suggestion {
  label: string;
  street: string;
  house: string | null;
  location: { latitude: number; longitude: number };
}

/** What the address form does: search, pick the first suggestion. */
async function pick(q: string): Promise<Suggestion> {
  const res = await api.call('GET', `/rest/geocode/search?q=${encodeURIComponent(q)}`);
  expect(res.status).toBe(200);
  return res.body.data[0];
}

const bodyFrom = (s: Suggestion, title: string, extra: Record<string, unknown> = {}) => ({
  title,
  location: [s.location.latitude, s.location.longitude],
  address: { address: s.label, house: s.house ?? '', floor: '2', entrance: 'B', comment: 'Ring twice' },
  ...extra,
});

async function listOf(userToken: string) {
  const res = await api.call('GET', `${LIST}?perPage=100`, { token: userToken });
  expect(res.status).toBe(200);
  return res.body.data as Array<{ id: number; title: string; active: boolean; location: [number, number]; address: Record<string, string> }>;
}

const activeCount = async (userToken: string) => (await listOf(userToken)).filter((a) => a.active).length;

beforeAll(async () => {
  api = await startTestApi();
  token = await signInDemo(api);
  const login = await api.call('POST', '/auth/login', { body: { email: 'seller@groops.test', password: api.config.demoPassword } });
  sellerToken = login.body.data.access_token;
});
afterAll(() => api?.close());

describe('saved addresses', () => {
  it('lists the seeded default address in the contract shape (location as [lat, lng])', async () => {
    const [home] = await listOf(token);
    expect(home).toMatchObject({ title: 'Home', active: true, address: { address: expect.any(String), entrance: '', comment: '' } });
    expect(home.location).toEqual([expect.any(Number), expect.any(Number)]);
  });

  it('saves a searched address, says it is in a delivery zone, and keeps the one default', async () => {
    const res = await api.call('POST', LIST, { token, body: bodyFrom(await pick('Linden'), 'Work') });
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ title: 'Work', active: false, in_zone: true, address: { floor: '2', entrance: 'B', comment: 'Ring twice' } });
    expect(await activeCount(token)).toBe(1);
    expect((await listOf(token))[0].title).toBe('Home');
  });

  it('says so when no shop delivers to the saved place', async () => {
    const res = await api.call('POST', LIST, { token, body: bodyFrom(await pick('Saltmarsh'), 'Cabin') });
    expect(res.status).toBe(201);
    expect(res.body.data.in_zone).toBe(false);
  });

  it('makes a new address the default when asked, and only that one', async () => {
    const res = await api.call('POST', LIST, { token, body: bodyFrom(await pick('Juniper Park'), 'Park', { active: true }) });
    expect(res.body.data.active).toBe(true);
    expect(await activeCount(token)).toBe(1);
    const active = await api.call('GET', '/dashboard/user/address/get-active', { token });
    expect(active.body.data.id).toBe(res.body.data.id);
  });

  it('edits an address in place (empty door details are dropped) and switches the default', async () => {
    const work = (await listOf(token)).find((a) => a.title === 'Work')!;
    const put = await api.call('PUT', `${LIST}/${work.id}`, { token, body: { title: 'Office', location: work.location, address: { address: work.address.address, floor: '' } } });
    expect(put.status).toBe(200);
    expect(put.body.data).toMatchObject({ id: work.id, title: 'Office', address: { floor: '', comment: '' }, in_zone: true });
    const [row] = await sqlRows<{ address: Record<string, string> }>(api, sql`select address from user_addresses where id = ${work.id}`);
    expect(row.address).toEqual({ address: work.address.address });
    const set = await api.call('POST', `/dashboard/user/address/set-active/${work.id}`, { token });
    expect(set.status).toBe(200);
    const list = await listOf(token);
    expect(list[0]).toMatchObject({ id: work.id, active: true });
    expect(list.filter((a) => a.active)).toHaveLength(1);
  });

  it('passes the default to the newest address when the default is deleted', async () => {
    const before = await listOf(token);
    const defaultId = before.find((a) => a.active)!.id;
    const del = await api.call('DELETE', `${LIST}/delete?ids[0]=${defaultId}`, { token });
    expect(del.status).toBe(200);
    const after = await listOf(token);
    expect(after.map((a) => a.id)).not.toContain(defaultId);
    expect(after.find((a) => a.active)!.id).toBe(Math.max(...after.map((a) => a.id)));
  });

  it("treats another user's address as missing (404) and never lists it", async () => {
    const mine = (await listOf(token))[0];
    const body = { title: 'Mine', location: mine.location, address: { address: 'Somewhere' } };
    expect((await api.call('PUT', `${LIST}/${mine.id}`, { token: sellerToken, body })).status).toBe(404);
    expect((await api.call('POST', `/dashboard/user/address/set-active/${mine.id}`, { token: sellerToken })).status).toBe(404);
    expect((await api.call('DELETE', `${LIST}/delete?ids[0]=${mine.id}`, { token: sellerToken })).status).toBe(404);
    expect((await listOf(sellerToken)).map((a) => a.id)).not.toContain(mine.id);
    expect((await listOf(token))[0]).toMatchObject({ id: mine.id, title: mine.title });
  });

  it('makes the first address of a new customer the default', async () => {
    const first = await api.call('POST', LIST, { token: sellerToken, body: bodyFrom(await pick('Oakhurst'), 'Shop') });
    expect(first.body.data.active).toBe(true);
    expect((await api.call('GET', '/dashboard/user/address/get-active', { token: sellerToken })).body.data.id).toBe(first.body.data.id);
  });

  it(`keeps at most ${ADDRESSES_MAX} addresses per customer (422 after that)`, async () => {
    // Fill up to the bound directly (30 saves through HTTP only repeat what is tested above).
    const [{ user_id: userId }] = await sqlRows<{ user_id: number }>(api, sql`select user_id from user_addresses where title = 'Shop'`);
    await api.ctx.db.execute(sql`insert into user_addresses (user_id, title, address, location)
      select ${userId}, 'A' || n, '{"address":"x"}'::jsonb, '{"latitude":38.9,"longitude":-77}'::jsonb
      from generate_series(1, ${ADDRESSES_MAX} - (select count(*) from user_addresses where user_id = ${userId})::int) n`);
    const over = await api.call('POST', LIST, { token: sellerToken, body: bodyFrom(await pick('Linden'), 'One too many') });
    expect(over.status).toBe(422);
    expect(over.body.status).toBe(false);
  });

  it.each([
    ['no street line', { title: 'Home', location: [38.9, -77], address: {} }],
    ['no title', { location: [38.9, -77], address: { address: 'x' } }],
    ['latitude out of range', { title: 'Home', location: [91, -77], address: { address: 'x' } }],
    ['coordinates as text', { title: 'Home', location: ['north', 'west'], address: { address: 'x' } }],
    ['an unknown field', { title: 'Home', location: [38.9, -77], address: { address: 'x' }, user_id: 1 }],
    ['a 600-character comment', { title: 'Home', location: [38.9, -77], address: { address: 'x', comment: 'c'.repeat(600) } }],
  ])('refuses %s with 400 in the error envelope', async (_, body) => {
    const res = await api.call('POST', LIST, { token, body });
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ status: false, statusCode: 'ERROR_400' });
  });

  it('accepts the 2023 backend location shape {latitude, longitude}', async () => {
    const res = await api.call('POST', LIST, { token, body: { title: 'Gym', location: { latitude: 38.912, longitude: -77.035 }, address: { address: '1 Test Way' } } });
    expect(res.status).toBe(201);
    expect(res.body.data.location).toEqual([38.912, -77.035]);
  });

  it('refuses bad delete ids with 400', async () => {
    expect((await api.call('DELETE', `${LIST}/delete`, { token })).status).toBe(400);
    expect((await api.call('DELETE', `${LIST}/delete?ids[0]=abc`, { token })).status).toBe(400);
  });
});
