import { useInfiniteQuery } from '@tanstack/react-query';
import NextLink from 'next/link';
import { useTranslation } from '@/ui/i18n/texts';
import { useShell } from '../app/ShellContext';
import { Img } from '../content/Img';
import { EmptyState, ErrorState, TextSkeleton } from '../content/States';
import { flattenPages } from '../content/pagination';
import { http } from '../http/browser';
import { bookingShopsQuery } from './queries';
import css from './reservations.module.css';

/** Restaurants that take reservations, each a link to its booking page. */
export function BookingShops() {
  const { t } = useTranslation();
  const { locale } = useShell();
  const query = useInfiniteQuery(bookingShopsQuery(http, locale));
  const shops = flattenPages(query.data?.pages);
  return (
    <section aria-labelledby="booking-shops" className={css.shops}>
      <h2 id="booking-shops" className={css.h6}>
        {t('reservations.shops.heading')}
      </h2>
      {query.isPending ? <TextSkeleton lines={2} /> : null}
      {query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.isSuccess && shops.length === 0 ? <EmptyState testId="booking-shops-empty" title={t('reservations.shops.none')} /> : null}
      <ul className={`${css.list} ${css.shopGrid}`}>
        {shops.map((shop) => (
          <li key={shop.id}>
            <NextLink href={`/reservations/${shop.id}`} data-testid="booking-shop-link" className={css.shopLink}>
              {shop.logo_img ? <Img src={shop.logo_img} alt="" width={48} height={48} style={{ borderRadius: 12, flexShrink: 0 }} /> : null}
              <div className={css.shopText}>
                <p className={`${css.p} ${css.bold} ${css.wrap}`}>{shop.translation?.title}</p>
                <p className={`${css.body2} ${css.primary}`}>{t('reservation.open.shop')}</p>
              </div>
            </NextLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
