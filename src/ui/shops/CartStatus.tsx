import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useAppSelector } from '../store/hooks';
import { selectCartCount, selectCartItems } from '../store/slices/cart';

/** What the cart holds from this shop, once something is in it (the cart page comes with the cart issue). */
export function CartStatus({ shopId }: { shopId: number }) {
  const { t } = useTranslation();
  const count = useAppSelector(selectCartCount);
  const here = useAppSelector(selectCartItems).some((item) => item.shop_id === shopId);
  if (!count || !here) return null;
  return (
    <Box role="status" data-testid="cart-status" data-count={count} sx={{ position: 'sticky', bottom: 16, zIndex: 3, mt: 3, mx: 'auto', width: 'fit-content', maxWidth: '100%', px: 3, py: 1.25, borderRadius: 6, bgcolor: 'primary.main', color: 'primary.contrastText', boxShadow: 3 }}>
      <Typography sx={{ fontWeight: 700 }}>
        {t('cart.title')} · {t('cart.items', { count })}
      </Typography>
    </Box>
  );
}
