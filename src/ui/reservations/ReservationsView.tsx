import { useTranslation } from '@/ui/i18n/texts';
import { PageFrame } from '../content/PageFrame';
import { BookingShops } from './BookingShops';
import { MyBookings } from './MyBookings';

/** /reservations (signed in): restaurants to book at, then the customer's upcoming and past reservations. */
export function ReservationsView() {
  const { t } = useTranslation();
  return (
    <PageFrame heading={t('reservations.title')} width={880} testId="reservations-page">
      <BookingShops />
      <MyBookings />
    </PageFrame>
  );
}
