import NextLink from 'next/link';
import { useTranslation } from '@/ui/i18n/texts';
import { ContentImage } from '../content/ContentImage';
import { Img } from '../content/Img';
import { LikeButton } from '../liked/LikeButton';
import { useFormatMoney } from '../currency/useCurrency';
import css from './cards.module.css';
import type { ShopItem } from '../types/api';
import { StarIcon } from '../app/icons';
import { feeText } from '../shops/delivery-fee';

export const shopHref = (shop: { id: number; type?: string }) => `/${shop.type === 'shop' ? 'shop' : 'restaurant'}/${shop.id}`;

// Fixed-size images get width/height, not `fill`: their srcset is then 1x and 2x instead of every width.
export const FIXED_IMAGE = { objectFit: 'cover', width: '100%', height: '100%' } as const;

/**
 * A shop or restaurant: cover, logo, name, rating, delivery time and fee, and the heart. The name is a heading one
 * level under the list's (h3 under a list's h2, h2 right under a page's h1), so no level is skipped.
 */
export function ShopCard({ shop, priority = false, level = 3 }: { shop: ShopItem; priority?: boolean; level?: 2 | 3 }) {
  const Name = level === 2 ? 'h2' : 'h3';
  const { t } = useTranslation();
  const format = useFormatMoney();
  const title = shop.translation?.title ?? t(shop.type === 'shop' ? 'app.default.shop' : 'app.default.restaurant');
  const time = shop.delivery_time ? `${shop.delivery_time.from}–${shop.delivery_time.to} ${shop.delivery_time.type === 'hour' ? 'h' : 'min'}` : null;
    // The fee to the chosen address when the list was asked with one (the checkout's figure), else "from" the base.
  const quote = feeText(shop);
  const fee = !quote ? null : quote.kind === 'free' ? t('common.free') : quote.kind === 'exact' ? format(quote.amount) : t('shop.fee.from', { price: format(quote.base) });
  return (
    <article className={css.card} data-testid="shop-card">
      {/* Lists hold dozens of cards: their pages are fetched on hover, not all at once while the list loads. */}
      <NextLink href={shopHref(shop)} className={css.link} prefetch={false}>
        <ContentImage src={shop.background_img} alt="" ratio="16 / 8" radius={0} priority={priority} sizes="(max-width: 600px) 100vw, (max-width: 1200px) 50vw, 25vw" />
        <div className={css.body}>
          <div className={css.logo}>
            {shop.logo_img ? <Img src={shop.logo_img} alt="" width={44} height={44} style={FIXED_IMAGE} /> : null}
          </div>
          <div className={css.text}>
            <Name className={css.name} data-testid="shop-name">
              {title}
            </Name>
            <p className={css.meta}>
              {shop.rating_avg ? (
                <>
                  <StarIcon /> {Number(shop.rating_avg).toFixed(1)}
                  {time || fee ? ' · ' : null}
                </>
              ) : null}
              {time}
              {time && fee ? ' · ' : null}
              {fee ? <span data-testid="shop-card-fee" data-amount={quote?.kind === 'exact' ? quote.amount.toFixed(2) : undefined}>{`${t('shop.delivery.fee')}: ${fee}`}</span> : null}
            </p>
            {shop.open === false ? <span className={css.closed}>{t('shop.is.closed')}</span> : null}
          </div>
        </div>
      </NextLink>
      <div className={css.like}>
        <LikeButton shop={shop} />
      </div>
    </article>
  );
}
