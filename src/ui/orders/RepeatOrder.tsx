import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { notify } from '../app/notify';
import { useAppSelector } from '../store/hooks';
import { selectCurrentCurrency } from '../store/slices/currency';
import type { Order } from '../types/orders';
import { repeatProducts } from './actions';
import { deleteCart, fetchCart, insertIntoCart } from './api';
import { isOtherShop, orderErrorKey } from './errors';

const shopPath = (shop: NonNullable<Order['shop']>) => `/${shop.type === 'shop' ? 'shop' : 'restaurant'}/${shop.id}`;

/**
 * "Repeat order": the order's items go back into the cart, then the shop page opens with them. When the
 * cart holds another shop's items the user chooses whether to replace them.
 */
export function RepeatOrder({ order }: { order: Order }) {
  const { t } = useTranslation();
  const router = useRouter();
  const qc = useQueryClient();
  const currency = useAppSelector(selectCurrentCurrency);
  const [conflict, setConflict] = useState(false);
  const shop = order.shop;
  const insert = () => insertIntoCart({ shop_id: shop?.id ?? 0, currency_id: currency?.id ?? order.currency?.id, rate: currency?.rate, products: repeatProducts(order.details ?? []) });
  const done = async () => {
    setConflict(false);
    await qc.invalidateQueries({ predicate: (q) => String(q.queryKey[0]).toLowerCase().includes('cart') });
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
      const cart = await fetchCart().catch(() => null);
      if (cart) await deleteCart(cart.id);
      return insert();
    },
    onSuccess: done,
    onError: fail,
  });
  if (!shop) return null;
  const busy = repeat.isPending || replace.isPending;
  return (
    <>
      <Button variant="contained" onClick={() => repeat.mutate()} disabled={busy} data-testid="order-repeat">
        {t('order.repeat')}
      </Button>
      <Dialog open={conflict} onClose={() => !busy && setConflict(false)} aria-labelledby="repeat-conflict-title" data-testid="order-repeat-conflict">
        <DialogTitle id="repeat-conflict-title">{t('order.replace.cart.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('other.shop', { ns: 'errors' })}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => setConflict(false)} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button variant="contained" onClick={() => replace.mutate()} disabled={busy} data-testid="order-repeat-replace">
            {t('order.replace.cart.action')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
