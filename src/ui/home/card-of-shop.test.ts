import { describe, expect, it } from 'vitest';
import type { ShopItem } from '../types/api';
import { cardOfShop } from './queries';

describe('cardOfShop (issue 20: page data ≤ 64 KB)', () => {
  it('keeps what a shop card and its liked copy show, drops the rest', () => {
    const row = {
      id: 1, uuid: 'u', type: 'restaurant', logo_img: 'l', background_img: 'b', open: true, rating_avg: 4.6, price: 3.49, price_per_km: 0.79,
      delivery_time: { from: '20', to: '35', type: 'minute' }, translation: { id: 2, locale: 'en', title: 'Rock Creek', description: 'long', address: 'street' },
      tags: [{ id: 3 }], shop_working_days: [{ day: 'monday' }], location: { latitude: 1, longitude: 2 },
    } as unknown as ShopItem;
    expect(JSON.parse(JSON.stringify(cardOfShop(row)))).toEqual({
      id: 1, uuid: 'u', type: 'restaurant', logo_img: 'l', background_img: 'b', open: true, rating_avg: 4.6, price: 3.49, price_per_km: 0.79,
      delivery_time: { from: '20', to: '35', type: 'minute' }, translation: { id: 2, locale: 'en', title: 'Rock Creek' },
    });
  });
});
