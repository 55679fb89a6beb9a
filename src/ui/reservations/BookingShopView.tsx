import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import { useShell } from '../app/ShellContext';
import { PageFrame } from '../content/PageFrame';
import { ErrorState, TextSkeleton } from '../content/States';
import { http } from '../http/browser';
import css from './booking.module.css';
import { BookingForm } from './BookingForm';
import { bookingShopQuery, sectionsQuery } from './queries';
import { BookingHours, SectionList } from './ShopSchedule';

/** /reservations/{id}: a restaurant's reservation hours, sections and tables, and the booking form (plain CSS). */
export function BookingShopView({ id }: { id: string }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const shop = useQuery(bookingShopQuery(http, locale, id));
  const sections = useQuery({ ...sectionsQuery(http, locale, shop.data?.id ?? 0), enabled: Boolean(shop.data) });
  const title = shop.data?.translation?.title ?? t('reservation.book.table');
  return (
    <PageFrame heading={title} subtitle={shop.data?.translation?.address} back={{ href: '/reservations', label: t('reservations.title') }} width={1040} testId="booking-shop-page">
      {shop.isError ? <ErrorState error={shop.error} onRetry={() => void shop.refetch()} /> : null}
      {shop.data ? (
        <div className={css.layout}>
          <div className={css.column}>
            <BookingHours shop={shop.data} />
            {sections.data ? <SectionList sections={sections.data} /> : <TextSkeleton />}
          </div>
          <div className={css.formBox}>
            {sections.data ? (
              sections.data.length ? <BookingForm shop={shop.data} sections={sections.data} /> : <p className={css.p}>{t('reservation.no.tables')}</p>
            ) : (
              <TextSkeleton />
            )}
          </div>
        </div>
      ) : null}
    </PageFrame>
  );
}
