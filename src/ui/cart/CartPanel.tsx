import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import NextLink from 'next/link';
import { useTranslation } from '@/ui/i18n/texts';
import { useState } from 'react';
import { useShell } from '../app/ShellContext';
import { ErrorState } from '../content/States';
import { http } from '../http/browser';
import { shopQuery } from '../shops/queries';
import { useMoney } from '../shops/useMoney';
import type { Shop } from '../types/api';
import { CartLine } from './CartLine';
import { minAmountShortfall } from './lines';
import { checkoutPath } from './paths';
import { useCart } from './useCart';
import { useCartActions } from './useCartActions';

/** The cart beside the menu (desktop) or in the drawer (mobile): lines, subtotal, minimum order, checkout. */
export function CartPanel({ shop, framed = true }: { shop: Shop; framed?: boolean }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const { format } = useMoney();
  const cart = useCart();
  const actions = useCartActions();
  const [confirmClear, setConfirmClear] = useState(false);
  // The cart may hold another shop's lines: show that shop's name and rules.
  const elsewhere = cart.shopId !== null && cart.shopId !== shop.id;
  const other = useQuery({ ...shopQuery(http, locale, String(cart.shopId ?? 0)), enabled: elsewhere });
  const cartShop = elsewhere ? other.data : shop;
  const shortfall = minAmountShortfall(cart.subtotal, cartShop?.min_amount);
  const checkout = cartShop ? checkoutPath(cartShop, cart.signedIn) : null;

  return (
    <Box component="section" aria-labelledby="cart-panel-title" data-testid="cart-panel" data-count={cart.count} data-shop={cart.shopId ?? ''} sx={{ p: framed ? 2 : 0.5, border: framed ? 1 : 0, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper' }}>
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 1, flexWrap: 'wrap' }}>
        <Typography id="cart-panel-title" component="h2" variant="h6" sx={{ fontWeight: 700 }}>
          {t('cart.title')}
        </Typography>
        {cart.count > 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('cart.items', { count: cart.count })}
          </Typography>
        ) : null}
      </Box>
      {elsewhere && cartShop?.translation?.title ? (
        <Typography variant="body2" color="text.secondary" data-testid="cart-other-shop" sx={{ overflowWrap: 'anywhere' }}>
          {t('cart.from.shop', { shop: cartShop.translation.title })}
        </Typography>
      ) : null}

      {cart.isLoading ? (
        <Box aria-busy="true" aria-label={t('common.loading')} data-testid="cart-loading" sx={{ mt: 1 }}>
          <Skeleton height={56} />
          <Skeleton height={56} />
        </Box>
      ) : cart.error ? (
        <ErrorState error={cart.error} onRetry={cart.retry} />
      ) : !cart.lines.length ? (
        <Box data-testid="cart-empty" sx={{ py: 3, textAlign: 'center' }}>
          <Typography sx={{ fontWeight: 700 }}>{t('cart.empty.title')}</Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('cart.empty.text')}
          </Typography>
        </Box>
      ) : (
        <>
          <Box component="ul" sx={{ p: 0, m: 0, mt: 1 }}>
            {cart.lines.map((line) => (
              <CartLine key={line.key} line={line} onQuantity={(n) => actions.setQuantity(line, n)} onRemove={() => actions.remove(line)} />
            ))}
          </Box>
          <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 2, gap: 1 }}>
            <Typography sx={{ fontWeight: 700 }}>{t('cart.subtotal')}</Typography>
            <Typography data-testid="cart-subtotal" data-amount={cart.subtotal.toFixed(2)} sx={{ fontWeight: 700 }}>
              {format(cart.subtotal)}
            </Typography>
          </Box>
          {cart.member ? (
            <Typography variant="body2" color="text.secondary" data-testid="cart-member-note" sx={{ mt: 1.5 }}>
              {t('group.only.host.checkout')}
            </Typography>
          ) : null}
          {!cart.member && shortfall > 0 && cartShop?.min_amount ? (
            <Alert severity="info" data-testid="cart-min-amount" sx={{ mt: 1.5 }}>
              {t('cart.min.amount', { amount: format(cartShop.min_amount), remaining: format(shortfall) })}
            </Alert>
          ) : null}
          {cart.member ? null : (
            <Button component={NextLink} href={checkout ?? '#'} fullWidth size="large" variant="contained" disabled={!checkout || shortfall > 0} data-testid="cart-checkout" sx={{ mt: 2 }}>
              {t('cart.checkout')}
            </Button>
          )}
          {confirmClear ? (
            <Box role="group" sx={{ mt: 1.5, display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
              <Typography variant="body2" sx={{ flex: '1 1 160px' }}>
                {t('cart.clear.confirm')}
              </Typography>
              <Button size="small" onClick={() => setConfirmClear(false)}>
                {t('common.no')}
              </Button>
              <Button size="small" color="error" data-testid="cart-clear-confirm" onClick={() => (actions.clear(), setConfirmClear(false))}>
                {t('common.yes')}
              </Button>
            </Box>
          ) : (
            <Button fullWidth size="small" color="inherit" onClick={() => setConfirmClear(true)} data-testid="cart-clear" sx={{ mt: 1 }}>
              {t('cart.clear.action')}
            </Button>
          )}
        </>
      )}
    </Box>
  );
}
