import type { ReactNode } from 'react';
import { useTranslation } from '@/ui/i18n/texts';
import { ContentImage } from '../content/ContentImage';
import { Img } from '../content/Img';
import type { Shop } from '../types/api';
import css from './shop.module.css';
import { useMoney } from './useMoney';
import { StarIcon, WarningIcon } from '../app/icons';
import { clientOnly } from '../app/client-only';

// The fee to the chosen address: browser state, so the server renders the rule and this loads after.
const AddressFee = clientOnly(() => import('./AddressFee').then((m) => m.default));

function Fact({ label, value, testId }: { label: string; value: ReactNode; testId?: string }) {
  return (
    <div data-testid={testId} className={css.fact}>
      <span className={`${css.caption} ${css.factLabel}`}>{label}</span>
      <p className={css.factValue}>{value}</p>
    </div>
  );
}

/** Cover, logo, name, description, rating, delivery facts, tags and the closed notice. */
export function ShopHeader({ shop, closed }: { shop: Shop; closed: boolean }) {
  const { t } = useTranslation();
  const { format } = useMoney();
  const name = shop.translation?.title ?? '';
  const time = shop.delivery_time;
  const timeText = time ? t(time.type === 'hour' ? 'time.range.hours' : 'time.range.minutes', { from: time.from, to: time.to }) : null;
  const perKm = shop.price_per_km ?? 0;
  const base = format(shop.price ?? 0);
  return (
    <header data-testid="shop-header">
      <ContentImage src={shop.background_img} alt={name} ratio="16 / 5" radius={3} sizes="(min-width: 1200px) 1120px, 100vw" priority />
      <div className={css.logoRow}>
        <div className={css.logo}>
          {shop.logo_img ? <Img src={shop.logo_img} alt="" fill sizes="104px" style={{ objectFit: 'cover' }} /> : null}
        </div>
      </div>
      <h1 data-testid="shop-name" className={css.name}>
        {name}
      </h1>
      {shop.translation?.description ? <p className={css.description}>{shop.translation.description}</p> : null}
      {closed ? (
        <div role="alert" data-testid="shop-closed" className={css.alert}>
          <WarningIcon className={css.alertIcon} />
          <div className={css.alertText}>
            <strong>{t('shop.is.closed')}</strong> {t('shop.closed.order.later')}
          </div>
        </div>
      ) : null}
      <div className={css.facts}>
        <Fact
          testId="shop-rating"
          label={t('shop.rating')}
          value={
            <>
              <StarIcon /> {`${(shop.rating_avg ?? 0).toFixed(1)} · ${t('shop.reviews.count', { count: shop.reviews_count ?? 0 })}`}
            </>
          }
        />
        {timeText ? <Fact label={t('shop.delivery.time')} value={timeText} /> : null}
        <Fact
          testId="shop-fee"
          label={t('shop.delivery.fee')}
          value={
            <>
              {/* Without an address: from the base price, and how the distance adds to it. */}
              {perKm > 0 ? t('shop.fee.rule', { price: base, perKm: format(perKm) }) : shop.price ? base : t('common.free')}
              <AddressFee shopId={shop.id} />
            </>
          }
        />
        {shop.min_amount ? <Fact label={t('shop.min.amount.title')} value={format(shop.min_amount)} /> : null}
        {shop.translation?.address ? <Fact label={t('shop.address')} value={<bdi>{shop.translation.address}</bdi>} /> : null}
      </div>
      {shop.tags?.length ? (
        <ul className={css.tags} data-testid="shop-tags">
          {shop.tags.map((tag) => (
            <li key={tag.id} className={css.tag}>
              {tag.translation?.title ?? ''}
            </li>
          ))}
        </ul>
      ) : null}
    </header>
  );
}
