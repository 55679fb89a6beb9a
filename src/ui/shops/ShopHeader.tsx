import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import { useTranslation } from 'next-i18next/pages';
import { ContentImage } from '../content/ContentImage';
import type { Shop } from '../types/api';
import { useMoney } from './useMoney';

function Fact({ label, value, testId }: { label: string; value: string; testId?: string }) {
  return (
    <Box data-testid={testId} sx={{ minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {label}
      </Typography>
      <Typography sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>{value}</Typography>
    </Box>
  );
}

/** Cover, logo, name, description, rating, delivery facts, tags and the closed notice. */
export function ShopHeader({ shop, closed }: { shop: Shop; closed: boolean }) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const name = shop.translation?.title ?? '';
  const time = shop.delivery_time;
  const timeText = time ? t(time.type === 'hour' ? 'time.range.hours' : 'time.range.minutes', { from: time.from, to: time.to }) : null;
  return (
    <Box component="header" data-testid="shop-header">
      <ContentImage src={shop.background_img} alt={name} ratio="16 / 5" radius={3} sizes="(min-width: 1200px) 1120px, 100vw" priority />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-end', mt: { xs: -4, sm: -6 }, px: { xs: 1.5, sm: 3 }, position: 'relative' }}>
        <Box sx={{ position: 'relative', width: { xs: 72, sm: 104 }, height: { xs: 72, sm: 104 }, flexShrink: 0, borderRadius: '50%', overflow: 'hidden', border: 4, borderColor: 'background.paper', bgcolor: 'background.paper' }}>
          {shop.logo_img ? <Image src={shop.logo_img} alt="" fill sizes="104px" unoptimized={!shop.logo_img.startsWith('/')} style={{ objectFit: 'cover' }} /> : null}
        </Box>
      </Box>
      <Typography component="h1" variant="h4" data-testid="shop-name" sx={{ fontWeight: 800, mt: 1.5, overflowWrap: 'anywhere', fontSize: { xs: '1.6rem', sm: '2.125rem' } }}>
        {name}
      </Typography>
      {shop.translation?.description ? (
        <Typography color="text.secondary" sx={{ mt: 0.5, maxWidth: 760 }}>
          {shop.translation.description}
        </Typography>
      ) : null}
      {closed ? (
        <Alert severity="warning" data-testid="shop-closed" sx={{ mt: 2 }}>
          <strong>{t('shop.is.closed')}</strong> {t('shop.closed.order.later')}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' } }}>
        <Fact
          testId="shop-rating"
          label={t('shop.rating')}
          value={`★ ${(shop.rating_avg ?? 0).toFixed(1)} · ${t('shop.reviews.count', { count: shop.reviews_count ?? 0 })}`}
        />
        {timeText ? <Fact label={t('shop.delivery.time')} value={timeText} /> : null}
        <Fact label={t('shop.delivery.fee')} value={shop.price ? format(shop.price) : t('common.free')} />
        {shop.min_amount ? <Fact label={t('shop.min.amount.title')} value={format(shop.min_amount)} /> : null}
        {shop.translation?.address ? <Fact label={t('shop.address')} value={shop.translation.address} /> : null}
      </Box>
      {shop.tags?.length ? (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mt: 2 }} data-testid="shop-tags">
          {shop.tags.map((tag) => (
            <Chip key={tag.id} label={tag.translation?.title ?? ''} size="small" variant="outlined" />
          ))}
        </Box>
      ) : null}
    </Box>
  );
}
