import { describe, expect, it } from 'vitest';
import { feeText } from './delivery-fee';

describe('delivery fee in words', () => {
  it('says the fee for the chosen address when the API computed one', () => {
    expect(feeText({ price: 1.99, price_per_km: 0.49, delivery_fee: 3.12 })).toEqual({ kind: 'exact', amount: 3.12 });
    expect(feeText({ price: 0, price_per_km: 0, delivery_fee: 0 })).toEqual({ kind: 'free' });
  });

  it('says "from" the base price when a per-km part is added and no address is chosen', () => {
    expect(feeText({ price: 1.99, price_per_km: 0.49 })).toEqual({ kind: 'from', base: 1.99, perKm: 0.49 });
    expect(feeText({ price: 2.5, price_per_km: 0 })).toEqual({ kind: 'exact', amount: 2.5 });
    expect(feeText({ price: 0 })).toEqual({ kind: 'free' });
    expect(feeText({})).toBeNull();
  });
});
