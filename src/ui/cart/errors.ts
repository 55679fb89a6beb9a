import { errorKey } from '../content/errors';

/**
 * Cart and checkout failures → keys of the `errors` namespace. Several API errors share ERROR_400 and differ
 * only by their message (OTHER_SHOP, NOT_IN_POLYGON…), so the message is read first.
 */
const BY_MESSAGE: Record<string, string> = {
  OTHER_SHOP: 'other.shop',
  NOT_IN_POLYGON: 'not.in.zone',
  SHOP_OR_DELIVERY_ZONE: 'not.in.zone',
  USER_CARTS_IS_EMPTY: 'cart.empty',
  PRODUCTS_IS_EMPTY: 'cart.empty',
  OUT_OF_STOCK: 'out.of.stock',
  'The shop is closed': 'shop.closed',
};

const BY_CODE: Record<string, string> = {
  ERROR_108: 'wallet.missing',
  ERROR_109: 'wallet.insufficient',
  ERROR_111: 'quantity.limit',
  ERROR_249: 'coupon.invalid',
  ERROR_250: 'coupon.invalid',
  ERROR_251: 'coupon.used',
  ERROR_430: 'out.of.stock',
  ERROR_433: 'not.in.zone',
};

type Failure = { status?: number; data?: { statusCode?: string; message?: string; params?: Record<string, string[]> } };

export function cartErrorKey(failure: unknown): string {
  const f = (failure ?? {}) as Failure;
  const message = f.data?.message ?? '';
  if (BY_MESSAGE[message]) return BY_MESSAGE[message];
  if (f.data?.statusCode && BY_CODE[f.data.statusCode]) return BY_CODE[f.data.statusCode];
  return errorKey(failure);
}

export const isOtherShop = (failure: unknown) => (failure as Failure | null)?.data?.message === 'OTHER_SHOP';

export const isNotInZone = (failure: unknown) => cartErrorKey(failure) === 'not.in.zone';

/** An order that was refused, said for the user: a closed slot names the day, the rest by error key. */
export function checkoutFailureText(failure: unknown): [string, { ns: string }] {
  const params = (failure as Failure | null)?.data?.params ?? {};
  if ('delivery_date' in params || 'delivery_time' in params) return ['validation.shop.closed.day', { ns: 'translation' }];
  if ('phone' in params) return ['validation.phone.invalid', { ns: 'translation' }];
  return [cartErrorKey(failure), { ns: 'errors' }];
}
