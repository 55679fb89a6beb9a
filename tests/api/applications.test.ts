import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { issueToken } from '../../src/server/modules/auth/tokens';
import { signInDemo, sqlRows, startTestApi, type TestApi } from './harness';
import { ADMIN, DRIVER, insertOrder, login, SELLER, sellableStock, userId } from './orders-fixtures';

/**
 * Issue 16 items 5 and 6: the seller application (`dashboard/user/shops`) and the delivery-driver application,
 * each stored as `new`, answered by an admin only, the role granted on acceptance, the applicant notified.
 */

let api: TestApi;
let customer: string;
let admin: string;
let seller: string;
let driver: string;

const SHOP = { type: 'restaurant', title: { en: 'Nour Kitchen', ar: 'مطبخ نور' }, description: { en: 'Home cooking' }, address: { en: '12 Elm St' }, phone: '+1 (202) 555-0142' };
const DRIVING = {
  vehicle_type: 'motorbike',
  licence_number: 'DL-4821-77',
  licence_expiry: '2031-06-30',
  working_area: 'Downtown and Dupont Circle',
  availability: { days: ['monday', 'friday', 'saturday'], from: '09:00', to: '18:00' },
  phone: '+12025550190',
};

/** A fresh customer (role user) with a session: applicants must not be the seeded staff. */
async function newCustomer(email: string): Promise<{ id: number; token: string }> {
  const [row] = await api.ctx.db.insert(users).values({ email, firstname: 'Sam', phone: null, myReferral: email.slice(0, 8).toUpperCase() }).returning({ id: users.id });
  return { id: row.id, token: await issueToken(api.ctx.db, row.id, api.clock.now(), 30) };
}
const roleOf = async (id: number) => (await sqlRows<{ role: string }>(api, sql`select role from users where id = ${id}`))[0].role;
const notificationsOf = (id: number) => sqlRows<{ type: string; title: string; data: { status: string } }>(api, sql`select type, title, data from push_notifications where user_id = ${id} order by id`);

beforeAll(async () => {
  api = await startTestApi();
  customer = await signInDemo(api);
  [admin, seller, driver] = await Promise.all([login(api, ADMIN), login(api, SELLER), login(api, DRIVER)]);
}, 120_000);
afterAll(() => api?.close());

describe('be a seller', () => {
  it('stores the application as new, refuses a second one, and shows it to its owner', async () => {
    expect((await api.call('GET', '/dashboard/user/shops', { token: customer })).status).toBe(404);
    const created = await api.call('POST', '/dashboard/user/shops', { token: customer, body: SHOP });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ type: 'restaurant', status: 'new', phone: '+12025550142', open: false, translation: { locale: 'en', title: 'Nour Kitchen' } });
    const again = await api.call('POST', '/dashboard/user/shops', { token: customer, body: { ...SHOP, title: { en: 'Second' } } });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ status: false, statusCode: 'ERROR_206', message: 'You already have a shop' });
    const mine = await api.call('GET', '/dashboard/user/shops?lang=ar', { token: customer });
    expect(mine.body.data).toMatchObject({ id: created.body.data.id, status: 'new', translation: { locale: 'ar', title: 'مطبخ نور' } });
    // A new shop is not listed until approved.
    const listed = await sqlRows(api, sql`select 1 from shops where id = ${created.body.data.id} and status = 'approved'`);
    expect(listed).toHaveLength(0);
  });

  it('lets only an admin approve; the owner becomes a seller and is notified', async () => {
    const me = await userId(api, api.config.demoLogin);
    const shopId = (await api.call('GET', '/dashboard/user/shops', { token: customer })).body.data.id;
    for (const token of [customer, seller, driver]) {
      const res = await api.call('POST', `/dashboard/admin/shops/${shopId}/status`, { token, body: { status: 'approved' } });
      expect(res.status).toBe(403);
    }
    expect(await roleOf(me)).toBe('user');
    const approved = await api.call('POST', `/dashboard/admin/shops/${shopId}/status`, { token: admin, body: { status: 'approved' } });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'approved', open: true });
    expect(await roleOf(me)).toBe('seller');
    expect((await api.call('GET', '/dashboard/user/shops', { token: customer })).body.data.status).toBe('approved');
    // User.shop (contract §4) once the user has one.
    expect((await api.call('GET', '/dashboard/user/profile/show', { token: customer })).body.data).toMatchObject({ role: 'seller', shop: { id: shopId, status: 'approved' } });
    expect((await api.call('POST', `/dashboard/admin/shops/${shopId}/status`, { token: admin, body: { status: 'approved' } })).status).toBe(409);
    expect((await api.call('POST', '/dashboard/admin/shops/999999/status', { token: admin, body: { status: 'approved' } })).status).toBe(404);
    expect(await notificationsOf(me)).toContainEqual(expect.objectContaining({ type: 'status_changed', data: expect.objectContaining({ status: 'approved' }) }));
  });

  it('a rejected applicant stays a customer', async () => {
    const applicant = await newCustomer('reject-seller@groops.test');
    const created = await api.call('POST', '/dashboard/user/shops', { token: applicant.token, body: SHOP });
    const rejected = await api.call('POST', `/dashboard/admin/shops/${created.body.data.id}/status`, { token: admin, body: { status: 'rejected', status_note: 'Missing licence' } });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', status_note: 'Missing licence' });
    expect(await roleOf(applicant.id)).toBe('user');
    expect((await notificationsOf(applicant.id)).map((n) => n.data.status)).toEqual(['rejected']);
  });

  it('refuses bad applications with 400 naming the field', async () => {
    const applicant = await newCustomer('bad-seller@groops.test');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...SHOP, type: 'bank' }, 'type'],
      [{ ...SHOP, title: {} }, 'title'],
      [{ ...SHOP, title: { en: '   ' } }, 'title.en'],
      [{ ...SHOP, phone: 'call me' }, 'phone'],
      [{ ...SHOP, tax: 101 }, 'tax'],
      [{ ...SHOP, status: 'approved' }, 'status'],
      [{ ...SHOP, images: ['javascript:alert(1)'] }, 'images.0'],
    ];
    for (const [body, field] of cases) {
      const res = await api.call('POST', '/dashboard/user/shops', { token: applicant.token, body });
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body.params ?? {}), field).toContain(field);
    }
    expect((await api.call('GET', '/dashboard/user/shops', { token: applicant.token })).status).toBe(404);
  });

  it('lets one of two simultaneous applications through', async () => {
    const applicant = await newCustomer('race-seller@groops.test');
    const answers = await Promise.all([1, 2, 3].map(() => api.call('POST', '/dashboard/user/shops', { token: applicant.token, body: SHOP })));
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409, 409]);
  });
});

describe('become a driver', () => {
  it('stores the application, refuses a second open one, and lets a rejected applicant apply again', async () => {
    const applicant = await newCustomer('rejected-driver@groops.test');
    expect((await api.call('GET', '/dashboard/user/deliveryman-applications', { token: applicant.token })).status).toBe(404);
    const created = await api.call('POST', '/dashboard/user/deliveryman-applications', { token: applicant.token, body: DRIVING });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.data).toMatchObject({ status: 'new', vehicle_type: 'motorbike', licence_number: 'DL-4821-77', licence_expiry: '2031-06-30', working_area: DRIVING.working_area, availability: DRIVING.availability });
    const again = await api.call('POST', '/dashboard/user/deliveryman-applications', { token: applicant.token, body: DRIVING });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ status: false, statusCode: 'ERROR_207', message: 'You have already applied; we are reviewing your application' });
    await api.call('POST', `/dashboard/admin/deliveryman-applications/${created.body.data.id}/status`, { token: admin, body: { status: 'rejected' } });
    expect(await roleOf(applicant.id)).toBe('user');
    const mine = await api.call('GET', '/dashboard/user/deliveryman-applications', { token: applicant.token });
    expect(mine.body.data.status).toBe('rejected');
    expect((await api.call('POST', '/dashboard/user/deliveryman-applications', { token: applicant.token, body: DRIVING })).status).toBe(201);
  });

  it('refuses bad applications with 400 naming the field', async () => {
    const applicant = await newCustomer('bad-driver@groops.test');
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...DRIVING, vehicle_type: 'rocket' }, 'vehicle_type'],
      [{ ...DRIVING, licence_number: '<script>' }, 'licence_number'],
      [{ ...DRIVING, licence_expiry: '2031-02-30' }, 'licence_expiry'],
      [{ ...DRIVING, licence_expiry: '2020-01-01' }, 'licence_expiry'],
      [{ ...DRIVING, working_area: '' }, 'working_area'],
      [{ ...DRIVING, availability: { days: [], from: '09:00', to: '18:00' } }, 'availability.days'],
      [{ ...DRIVING, availability: { days: ['funday'], from: '09:00', to: '18:00' } }, 'availability.days.0'],
      [{ ...DRIVING, availability: { days: ['monday'], from: '18:00', to: '09:00' } }, 'availability.to'],
      [{ ...DRIVING, phone: undefined }, 'phone'], // this account has no phone of its own
      [{ ...DRIVING, role: 'deliveryman' }, 'role'],
    ];
    for (const [body, field] of cases) {
      const res = await api.call('POST', '/dashboard/user/deliveryman-applications', { token: applicant.token, body });
      expect(res.status, field).toBe(400);
      expect(Object.keys(res.body.params ?? {}), field).toContain(field);
    }
    expect((await api.call('GET', '/dashboard/user/deliveryman-applications', { token: applicant.token })).status).toBe(404);
  });

  it('an accepted applicant is a deliveryman and moves orders through the deliveryman routes', async () => {
    const applicant = await newCustomer('new-driver@groops.test');
    const created = await api.call('POST', '/dashboard/user/deliveryman-applications', { token: applicant.token, body: DRIVING });
    const order = await insertOrder(api, { userId: await userId(api, api.config.demoLogin), stock: await sellableStock(api, SELLER), status: 'ready', pay: 'cash' });
    const move = (status: string) => api.call('POST', `/dashboard/deliveryman/order/${order.id}/status/update`, { token: applicant.token, body: { status } });
    expect((await move('on_a_way')).status).toBe(403);
    const answer = (token: string) => api.call('POST', `/dashboard/admin/deliveryman-applications/${created.body.data.id}/status`, { token, body: { status: 'accepted' } });
    for (const token of [customer, seller, driver, applicant.token]) expect((await answer(token)).status).toBe(403);
    const accepted = await answer(admin);
    expect(accepted.status, JSON.stringify(accepted.body)).toBe(200);
    expect(accepted.body.data.status).toBe('accepted');
    expect(await roleOf(applicant.id)).toBe('deliveryman');
    expect((await answer(admin)).status).toBe(409);
    expect((await notificationsOf(applicant.id)).map((n) => n.data.status)).toEqual(['accepted']);
    expect((await api.call('POST', '/dashboard/user/deliveryman-applications', { token: applicant.token, body: DRIVING })).status).toBe(409);
    expect((await move('on_a_way')).body.data).toMatchObject({ status: 'on_a_way', deliveryman: { id: applicant.id } });
    expect((await move('delivered')).body.data.status).toBe('delivered');
  });

  it('the demo driver account still moves orders as before', async () => {
    const order = await insertOrder(api, { userId: await userId(api, api.config.demoLogin), stock: await sellableStock(api, SELLER), status: 'ready', pay: 'cash' });
    const res = await api.call('POST', `/dashboard/deliveryman/order/${order.id}/status/update`, { token: driver, body: { status: 'on_a_way' } });
    expect(res.body.data).toMatchObject({ status: 'on_a_way', deliveryman: { id: await userId(api, DRIVER) } });
  });
});
