import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery } from '@tanstack/react-query';
import NextLink from 'next/link';
import { useTranslation } from '@/ui/i18n/texts';
import { useShell } from '../app/ShellContext';
import { Img } from '../content/Img';
import { EmptyState, ErrorState, TextSkeleton } from '../content/States';
import { flattenPages } from '../content/pagination';
import { http } from '../http/browser';
import { bookingShopsQuery } from './queries';

/** Restaurants that take reservations, each a link to its booking page. */
export function BookingShops() {
  const { t } = useTranslation();
  const { locale } = useShell();
  const query = useInfiniteQuery(bookingShopsQuery(http, locale));
  const shops = flattenPages(query.data?.pages);
  return (
    <Box component="section" aria-labelledby="booking-shops" sx={{ mb: 5 }}>
      <Typography id="booking-shops" component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
        {t('reservations.shops.heading')}
      </Typography>
      {query.isPending ? <TextSkeleton lines={2} /> : null}
      {query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.isSuccess && shops.length === 0 ? <EmptyState testId="booking-shops-empty" title={t('reservations.shops.none')} /> : null}
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {shops.map((shop) => (
          <Box component="li" key={shop.id}>
            <Box component={NextLink} href={`/reservations/${shop.id}`} data-testid="booking-shop-link" sx={{ display: 'flex', gap: 1.5, alignItems: 'center', p: 1.5, border: 1, borderColor: 'divider', borderRadius: 3, color: 'inherit', textDecoration: 'none', '&:hover': { borderColor: 'primary.main' } }}>
              {shop.logo_img ? <Img src={shop.logo_img} alt="" width={48} height={48} style={{ borderRadius: 12, flexShrink: 0 }} /> : null}
              <Box sx={{ minWidth: 0 }}>
                <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{shop.translation?.title}</Typography>
                <Typography variant="body2" color="primary">{t('reservation.open.shop')}</Typography>
              </Box>
            </Box>
          </Box>
        ))}
      </Box>
    </Box>
  );
}
