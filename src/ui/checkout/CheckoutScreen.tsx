import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import { clientOnly } from '../app/client-only';
import { useShell } from '../app/ShellContext';
import { PageTitle } from '../content/PageFrame';
import { ErrorState, TextSkeleton } from '../content/States';
import { http } from '../http/browser';
import { shopQuery } from '../shops/queries';
import { BodySkeleton } from './BodySkeleton';

const frame = { maxWidth: 1120, mx: 'auto', px: { xs: 2, sm: 3 }, py: { xs: 2, md: 4 } } as const;

// The form needs the signed-in cart, which only the browser asks for: the server sends the heading and the
// skeleton, and the form (sections, formik, yup) loads after, off the page's first load.
const CheckoutBody = clientOnly(() => import('./CheckoutBody').then((m) => m.default), BodySkeleton);

/** /restaurant/[id]/checkout and /shop/[id]/checkout (signed-in only; the server sends guests to /login). */
export function CheckoutScreen({ id }: { id: string }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const shop = useQuery(shopQuery(http, locale, id));
  // The page's <title> in every state (it had none: the document was untitled).
  const title = <PageTitle title={t('checkout.title')} />;
  if (shop.isPending) return <Box sx={frame}>{title}<TextSkeleton lines={8} /></Box>;
  if (shop.isError) return <Box sx={frame}>{title}<ErrorState error={shop.error} onRetry={() => void shop.refetch()} /></Box>;
  return (
    <Box sx={frame}>
      {title}
      <Box sx={{ mb: 3 }}>
        <Typography component="h1" variant="h4" sx={{ fontWeight: 800 }}>
          {t('checkout.title')}
        </Typography>
        <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('cart.from.shop', { shop: shop.data.translation?.title ?? '' })}
        </Typography>
      </Box>
      <CheckoutBody shop={shop.data} />
    </Box>
  );
}
