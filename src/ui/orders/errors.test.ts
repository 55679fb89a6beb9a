import { describe, expect, it } from 'vitest';
import { isOtherShop, orderErrorKey } from './errors';

describe('order action errors', () => {
  it('says "too late" when a cancel is refused because the order moved on', () => {
    expect(orderErrorKey({ status: 409, data: { statusCode: 'ERROR_409' } }, 'cancel')).toBe('order.cancel.too.late');
  });

  it('recognises the other-shop cart refusal', () => {
    const failure = { status: 400, data: { statusCode: 'ERROR_400', message: 'OTHER_SHOP' } };
    expect(isOtherShop(failure)).toBe(true);
    expect(orderErrorKey(failure, 'repeat')).toBe('other.shop');
    expect(isOtherShop({ status: 400, data: { message: 'The given data was invalid.' } })).toBe(false);
  });

  it('falls back to the catalogue for anything else', () => {
    expect(orderErrorKey({ status: 404, data: {} }, 'review')).toBe('order.not.found');
    expect(orderErrorKey({ status: 0, data: {} }, 'refund')).toBe('network');
  });
});
