import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import NextLink from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import { formatMoney } from '@/lib/money';
import { useShell } from '../app/ShellContext';
import { ContentImage } from '../content/ContentImage';
import { LikeButton } from '../liked/LikeButton';
import type { ShopItem } from '../types/api';

export const shopHref = (shop: Pick<ShopItem, 'id' | 'type'>) => `/${shop.type === 'shop' ? 'shop' : 'restaurant'}/${shop.id}`;

const isLocal = (src?: string) => Boolean(src?.startsWith('/') && !src.startsWith('//'));

/** A shop or restaurant: cover, logo, name, rating, delivery time and fee, and the heart. */
export function ShopCard({ shop, priority = false }: { shop: ShopItem; priority?: boolean }) {
  const { t } = useTranslation();
  const { currencies, locale } = useShell();
  const currency = currencies.find((c) => Boolean(c.default)) ?? currencies[0] ?? { symbol: '$', position: 'before', rate: 1 };
  const title = shop.translation?.title ?? t(shop.type === 'shop' ? 'app.default.shop' : 'app.default.restaurant');
  const time = shop.delivery_time ? `${shop.delivery_time.from}–${shop.delivery_time.to} ${shop.delivery_time.type === 'hour' ? 'h' : 'min'}` : null;
  const fee = shop.price === 0 ? t('common.free') : shop.price != null ? formatMoney(Number(shop.price) * (Number(currency.rate) || 1), currency, locale) : null;
  return (
    <Card variant="outlined" data-testid="shop-card" sx={{ borderRadius: 3, position: 'relative', minWidth: 0 }}>
      <CardActionArea component={NextLink} href={shopHref(shop)}>
        <ContentImage src={shop.background_img} alt="" ratio="16 / 8" radius={0} priority={priority} sizes="(max-width: 600px) 100vw, (max-width: 1200px) 50vw, 25vw" />
        <Box sx={{ display: 'flex', gap: 1.5, p: 1.5, alignItems: 'center' }}>
          <Box sx={{ position: 'relative', width: 44, height: 44, flexShrink: 0, borderRadius: '50%', overflow: 'hidden', bgcolor: 'action.hover' }}>
            {shop.logo_img ? <Image src={shop.logo_img} alt="" fill sizes="44px" unoptimized={!isLocal(shop.logo_img)} style={{ objectFit: 'cover' }} /> : null}
          </Box>
          <Box sx={{ minWidth: 0 }}>
            <Typography component="h3" sx={{ fontWeight: 700 }} noWrap data-testid="shop-name">
              {title}
            </Typography>
            <Typography variant="body2" color="text.secondary" noWrap>
              {[shop.rating_avg ? `★ ${Number(shop.rating_avg).toFixed(1)}` : null, time, fee ? `${t('shop.delivery.fee')}: ${fee}` : null].filter(Boolean).join(' · ')}
            </Typography>
            {shop.open === false ? (
              <Typography variant="caption" color="error.main">
                {t('shop.is.closed')}
              </Typography>
            ) : null}
          </Box>
        </Box>
      </CardActionArea>
      <Box sx={{ position: 'absolute', top: 8, insetInlineEnd: 8 }}>
        <LikeButton shop={shop} />
      </Box>
    </Card>
  );
}
