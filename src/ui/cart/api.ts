import type { SuccessResponse } from '@/contract/envelope';
import { http } from '../http/browser';
import type { CalculateBody, Cart, CartTotals, Coupon, InsertProductBody } from '../types/cart';

/** The signed-in cart's calls (contract §3.5, §3.6), through the one HTTP client. */

const body = <T>(response: unknown) => (response as SuccessResponse<T>).data;

/**
 * The caller's cart, or null when there is none. No cart is a normal state, not a failure: our API answers it
 * with `data: null` when asked (`allow_empty`); a Foodyman backend answers 404, which is expected here too.
 */
export async function retrieveCart(currencyId?: number): Promise<Cart | null> {
  try {
    const params = { currency_id: currencyId, allow_empty: 1 };
    return body<Cart | null>(await http.get('dashboard/user/cart', { params, expectedStatuses: [404] })) ?? null;
  } catch (failure) {
    if ((failure as { status?: number }).status === 404) return null;
    throw failure;
  }
}

/** insert-product: sets the quantities of the given lines (and creates the cart on the first add). */
export async function addToCart(payload: InsertProductBody): Promise<Cart> {
  return body<Cart>(await http.post('dashboard/user/cart/insert-product', payload));
}

/** Removes lines by cart_detail id (a line's addons go with it when their ids are listed too). */
export async function removeCartLines(ids: readonly number[]): Promise<void> {
  await http.delete('dashboard/user/cart/product/delete', { data: { ids } });
}

/** Deletes whole carts (clear / start a new cart). */
export async function clearCart(cartIds: readonly number[]): Promise<void> {
  await http.delete('dashboard/user/cart/delete', { data: { ids: cartIds } });
}

export async function calculateCart(cartId: number, payload: CalculateBody): Promise<CartTotals> {
  return body<CartTotals>(await http.post(`dashboard/user/cart/calculate/${cartId}`, payload));
}

export async function checkCoupon(coupon: string, shopId: number): Promise<Coupon> {
  return body<Coupon>(await http.post('rest/coupons/check', { coupon, shop_id: shopId }));
}
