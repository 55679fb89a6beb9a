import { describe, expect, it } from 'vitest';
import {
  clearOrder,
  initialOrderState,
  orderReducer as reduce,
  setDeliveryDate,
  setDeliveryTime,
  setOrderShop,
} from './order';

const chosen = [setOrderShop(3), setDeliveryDate('2024-05-01'), setDeliveryTime('12:00 - 13:00')].reduce(
  reduce,
  initialOrderState,
);

describe('order draft slice', () => {
  it('starts empty', () => {
    expect(reduce(undefined, { type: '@@init' })).toEqual({ delivery_date: null, delivery_time: null, shop_id: null });
  });

  it('setDeliveryDate stores the date', () => {
    expect(reduce(initialOrderState, setDeliveryDate('2024-05-01')).delivery_date).toBe('2024-05-01');
  });

  it('setDeliveryTime stores the time', () => {
    expect(reduce(initialOrderState, setDeliveryTime('12:00 - 13:00')).delivery_time).toBe('12:00 - 13:00');
  });

  it('setOrderShop to another shop clears the date and time', () => {
    expect(reduce(chosen, setOrderShop(4))).toEqual({ delivery_date: null, delivery_time: null, shop_id: 4 });
  });

  it('setOrderShop to the same shop keeps the slot', () => {
    expect(reduce(chosen, setOrderShop(3))).toBe(chosen);
  });

  it('clearOrder resets the draft', () => {
    expect(reduce(chosen, clearOrder())).toEqual(initialOrderState);
  });
});
