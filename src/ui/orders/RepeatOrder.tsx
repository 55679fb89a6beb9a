import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRouter } from 'next/router';
import { useTranslation } from '@/ui/i18n/texts';
import { useState } from 'react';
import { notify } from '../app/notify';
import { useSession } from '../app/Session';
import { addToCart, clearCart, retrieveCart } from '../cart/api';
import { useCartCurrency } from '../cart/currency';
import { userCartKey } from '../cart/queries';
import type { Cart } from '../types/cart';
import type { Order } from '../types/orders';
import { repeatProducts } from './actions';
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
  const { user } = useSession();
  const currency = useCartCurrency();
  const [conflict, setConflict] = useState(false);
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
