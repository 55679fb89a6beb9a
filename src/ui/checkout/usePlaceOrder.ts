import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import { useRouter } from 'next/router';
import { useRef, useState } from 'react';
import { PROFILE_QUERY } from '../app/Session';
import { USER_CART_KEY } from '../cart/queries';
import { newCartId } from '../cart/guest-storage';
import { useAppDispatch } from '../store/hooks';
import { clearOrder } from '../store/slices/order';
import { goPayByCard, isCardTag } from '../payments/card';
import { ADDRESSES_KEY, saveAddress } from '../addresses/api';
import { notify } from '../app/notify';
import { placeOrder } from './api';
import type { PlaceOrderBody } from '../types/cart';
import { buildOrderBody } from './form';
import { rememberPaymentTag } from './last-payment';
import { asapTime } from './slots';
import type { Checkout } from './useCheckout';

/** "Save this address": the checkout's place as a saved address titled `title` (its street when left empty). */
async function saveForLater(title: string, body: PlaceOrderBody): Promise<boolean> {
  const a = body.address!;
  try {
    await saveAddress({ title: (title.trim() || a.address!).slice(0, 50), location: [body.location!.latitude, body.location!.longitude], address: { address: a.address!, house: a.house ?? '', floor: a.floor ?? '', entrance: '', comment: '' } });
    return true;
  } catch {
    return false;
  }
}

/**
 * Places the order once: the button is disabled while the call is out, and each attempt carries an
 * Idempotency-Key. Trying again with the same choices (after a timeout, a lost answer, a 409 "in progress")
 * keeps the key, so the API runs it at most once; changing anything starts a new attempt with a new key.
 */
export function usePlaceOrder(checkout: Checkout) {
  const router = useRouter();
  const { t } = useTranslation();
  const qc = useQueryClient();
  const dispatch = useAppDispatch();
  const attempt = useRef<{ body: string; key: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);

  const place = async () => {
    const cart = checkout.ownCart;
    if (busy || !cart || checkout.problem) return;
    // "As soon as possible" is now + lead time at this click, not when the page opened.
    const asap = asapTime(checkout.shop, new Date());
    const body = buildOrderBody(checkout.form, { cartId: cart.id, shopId: cart.shop_id, currency: checkout.currency, location: checkout.point, subtotal: checkout.subtotal, asap });
    const json = JSON.stringify(body);
    if (attempt.current?.body !== json) attempt.current = { body: json, key: `order-${newCartId()}` };
    setBusy(true);
    setFailure(null);
    try {
      // Saved first, so it is there even if the order fails; a failed save never blocks the order.
      if (checkout.saveAs !== null && body.location && body.address?.address && !(await saveForLater(checkout.saveAs, body))) {
        void notify('error', t('address.keep.failed'), 'address-save');
      }
      void qc.invalidateQueries({ queryKey: ADDRESSES_KEY });
      const order = await placeOrder(body, attempt.current.key);
      if (checkout.payment) rememberPaymentTag(checkout.payment.tag);
      const card = checkout.payment && isCardTag(checkout.payment.tag) ? checkout.payment.tag : null;
      // A card order is created unpaid: off to the provider's page; if that cannot open, the order page offers "try again".
      const leaving = card ? await goPayByCard(card, { order_id: order.id }, `${attempt.current.key}-pay`).then(() => true, () => false) : false;
      if (!leaving) await router.push(`/orders/${order.id}`);
      // The server deleted the cart and may have debited the wallet.
      qc.setQueriesData({ queryKey: USER_CART_KEY }, null);
      void qc.invalidateQueries({ queryKey: PROFILE_QUERY });
      dispatch(clearOrder());
    } catch (error) {
      setFailure(error);
      setBusy(false);
    }
  };

  return { place, busy, failure };
}
