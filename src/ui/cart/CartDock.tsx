import Box from '@mui/material/Box';
import ButtonBase from '@mui/material/ButtonBase';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/ui/i18n/texts';
import { useState } from 'react';
import MuiScope from '../app/MuiScope';
import { useMoney } from '../shops/useMoney';
import type { Shop } from '../types/api';
import { CartPanel } from './CartPanel';
import { useCart } from './useCart';
import { CloseIcon } from '../app/icons';

/**
 * The cart on the shop and restaurant pages, loaded after the page (next/dynamic) so the menu's first load
 * stays small. Desktop: the panel in the side column (the page keeps it in view). Mobile: a bar at the bottom
 * that opens a drawer. Both bring their MUI scope along: the shop page is plain CSS.
 */

export function CartSide({ shop }: { shop: Shop }) {
  return (
    <MuiScope>
      <CartPanel shop={shop} />
    </MuiScope>
  );
}

export function CartBar({ shop }: { shop: Shop }) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const cart = useCart();
  const [open, setOpen] = useState(false);
  if (!cart.count && !open) return null;
  return (
    <MuiScope>
      <ButtonBase
        onClick={() => setOpen(true)}
        data-testid="cart-bar"
        data-count={cart.count}
        aria-haspopup="dialog"
        sx={{ mt: 3, width: '100%', display: 'flex', justifyContent: 'space-between', gap: 1, px: 2.5, py: 1.5, borderRadius: 6, bgcolor: 'primary.main', color: 'primary.contrastText', boxShadow: 3 }}
      >
        <Typography component="span" sx={{ fontWeight: 700, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {t('cart.view')} · {t('cart.items', { count: cart.count })}
        </Typography>
        <Typography component="span" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
          {format(cart.subtotal)}
        </Typography>
      </ButtonBase>
      <Drawer anchor="bottom" open={open} onClose={() => setOpen(false)} slotProps={{ paper: { 'data-testid': 'cart-drawer', sx: { maxHeight: '85vh', borderTopLeftRadius: 16, borderTopRightRadius: 16 } } as object }}>
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1, pt: 1 }}>
          <IconButton aria-label={t('common.close')} onClick={() => setOpen(false)} data-testid="cart-drawer-close">
            <CloseIcon />
          </IconButton>
        </Box>
        <Box sx={{ px: 1.5, pb: 2 }}>
          <CartPanel shop={shop} framed={false} />
        </Box>
      </Drawer>
    </MuiScope>
  );
}
