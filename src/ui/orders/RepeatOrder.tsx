import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useTranslation } from '@/ui/i18n/texts';
import { useState } from 'react';
import { clientOnly } from '../app/client-only';
import { notify } from '../app/notify';
import field from '../app/field.module.css';
import { useSession } from '../app/Session';
import { addToCart, clearCart, retrieveCart } from '../cart/api';
import { useCartCurrency } from '../cart/currency';
import { userCartKey } from '../cart/queries';
import type { Cart } from '../types/cart';
import type { Order } from '../types/orders';
import { repeatProducts } from './actions';
import { isOtherShop, orderErrorKey } from './errors';

/** The "replace the cart?" question (MUI's Dialog) is fetched when a conflict first comes up, not with the page. */
const ConfirmDialog = clientOnly(() => import('../app/ConfirmDialog').then((m) => m.default));

const shopPath = (shop: NonNullable<Order['shop']>) => `/${shop.type === 'shop' ? 'shop' : 'restaurant'}/${shop.id}`;

/**
 * "Repeat order": the order's items go back into the cart, then the shop page opens with them. When the
 * cart holds another shop's items the user chooses whether to replace them.
 */
export function RepeatOrder({ order }: { order: Order }) {
  const { t } = useTranslation();
  const router = useRouter();
  const qc = useQueryClient();
  const { user } = useSession();
  const currency = useCartCurrency();
  const [conflict, setConflictOpen] = useState(false);
  // Mounted from the first conflict on, so closing it keeps the dialog's fade-out.
  const [asked, setAsked] = useState(false);
  const setConflict = (open: boolean) => {
    if (open) setAsked(true);
    setConflictOpen(open);
  };
  const shop = order.shop;
  const insert = () => addToCart({ shop_id: shop?.id ?? 0, currency_id: currency.id, rate: currency.rate, products: repeatProducts(order.details ?? []) });
  const done = async (cart: Cart) => {
    setConflict(false);
    qc.setQueryData(userCartKey(user?.id), cart);
    void notify('success', t('order.repeated'));
    if (shop) await router.push(shopPath(shop));
  };
  const fail = (failure: unknown) => {
    if (isOtherShop(failure)) return setConflict(true);
    setConflict(false);
    void notify('error', t(orderErrorKey(failure, 'repeat'), { ns: 'errors' }));
  };
  const repeat = useMutation({ mutationFn: insert, onSuccess: done, onError: fail });
  const replace = useMutation({
    mutationFn: async () => {
      const cart = await retrieveCart();
      if (cart) await clearCart([cart.id]);
      return insert();
    },
    onSuccess: done,
    onError: fail,
  });
  if (!shop) return null;
  const busy = repeat.isPending || replace.isPending;
  return (
    <>
      <button type="button" className={`${field.submit} ${field.medium}`} onClick={() => repeat.mutate()} disabled={busy} data-testid="order-repeat">
        {t('order.repeat')}
      </button>
      {asked ? (
        <ConfirmDialog
          open={conflict}
          busy={busy}
          title={t('order.replace.cart.title')}
          titleId="repeat-conflict-title"
          keepLabel={t('common.cancel')}
          confirmLabel={t('order.replace.cart.action')}
          onKeep={() => setConflict(false)}
          onConfirm={() => replace.mutate()}
          testId="order-repeat-conflict"
          confirmTestId="order-repeat-replace"
        >
          {t('other.shop', { ns: 'errors' })}
        </ConfirmDialog>
      ) : null}
    </>
  );
}
