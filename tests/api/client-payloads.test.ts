import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemo, startTestApi, type TestApi } from './harness';
import { insideZone, openSlot, paymentIds, sellableStock } from './orders-fixtures';

/**
 * Payloads as a Foodyman v1 web client sends them (its forms keep numbers as strings and leave optional
 * address parts blank), from its own origin with a Bearer token: they must work unchanged (issue 19).
 */
const CLIENT = 'http://client.example:3001';

describe('recorded client payloads', () => {
  let api: TestApi;
  let token: string;
  const headers = { origin: CLIENT };
  beforeAll(async () => {
    api = await startTestApi({ corsOrigins: [CLIENT] });
    token = await signInDemo(api);
  });
  afterAll(() => api.close());

  it('calculates and places an order with string coordinates and blank address parts', async () => {
    const stock = await sellableStock(api);
    const added = await api.call('POST', '/dashboard/user/cart/insert-product', {
      token, headers, body: { shop_id: String(stock.shopId), currency_id: '', products: [{ stock_id: String(stock.stockId), quantity: '2' }] },
    });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const cartId = added.body.data.id;
    const point = await insideZone(api, stock.shopId);
    const location = { latitude: String(point.latitude), longitude: String(point.longitude) };

    const calc = await api.call('POST', `/dashboard/user/cart/calculate/${cartId}`, { token, headers, body: { type: 'delivery', address: location, coupon: '', tips: '' } });
    expect(calc.status, JSON.stringify(calc.body)).toBe(200);
    expect(calc.headers.get('access-control-allow-origin')).toBe(CLIENT);

    const slot = await openSlot(api, stock.shopId);
    const cash = (await paymentIds(api)).get('cash');
    const order = await api.call('POST', '/dashboard/user/orders', {
      token,
      headers: { ...headers, 'idempotency-key': 'client-payload-1' },
      body: {
        cart_id: String(cartId), shop_id: String(stock.shopId), currency_id: '', rate: '1', delivery_type: 'delivery',
        ...slot, location, address: { address: '12 Client Street', office: '', house: '', floor: '' },
        phone: '+1 555 010 0000', note: '', coupon: '', payment_id: String(cash),
      },
    });
    expect(order.status, JSON.stringify(order.body)).toBe(201);
    expect(order.body.data.address.address).toBe('12 Client Street');
    expect(order.body.data.address.office).toBeUndefined();
    expect(Number(order.body.data.location.latitude)).toBeCloseTo(point.latitude, 6);
  });

  it('updates a profile with a blank optional field', async () => {
    const res = await api.call('PUT', '/dashboard/user/profile/update', { token, headers, body: { firstname: 'Dana', lastname: '', birthday: '', gender: 'female' } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.firstname).toBe('Dana');
  });

  it('still refuses what the bad-input catalogue lists', async () => {
    const stock = await sellableStock(api);
    for (const quantity of [' 2', '2e1', '0x2', 'NaN', 'Infinity', '', '-', '1.2.3']) {
      const res = await api.call('POST', '/dashboard/user/cart/insert-product', { token, headers, body: { shop_id: stock.shopId, products: [{ stock_id: stock.stockId, quantity }] } });
      expect(res.status, quantity).toBe(400);
    }
    const blankRequired = await api.call('PUT', '/dashboard/user/profile/update', { token, headers, body: { firstname: '' } });
    expect(blankRequired.status).toBe(400);
    expect(blankRequired.body.params.firstname).toBeDefined();
    const unknown = await api.call('POST', '/dashboard/user/cart/calculate/1', { token, headers, body: { type: 'pickup', total_price: '1' } });
    expect(unknown.status).toBe(400);
  });
});
