import { errorKey } from '../content/errors';

/** The `insert-product` refusal when the user's cart belongs to another shop (contract §3.5). */
export function isOtherShop(failure: unknown): boolean {
  const f = failure as { status?: number; data?: { message?: string } } | null;
  return f?.status === 400 && f.data?.message === 'OTHER_SHOP';
}

/** The `errors` namespace key for a failed order action; a refused cancel means the shop got there first. */
export function orderErrorKey(failure: unknown, action: 'cancel' | 'review' | 'refund' | 'repeat'): string {
  const status = (failure as { status?: number } | null)?.status;
  if (action === 'cancel' && status === 409) return 'order.cancel.too.late';
  if (action === 'repeat' && isOtherShop(failure)) return 'other.shop';
  if (status === 404) return 'order.not.found';
  return errorKey(failure);
}
