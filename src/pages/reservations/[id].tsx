import { BookingShopView } from '@/ui/reservations/BookingShopView';
import { loadBookingShopPage } from '@/ui/reservations/ssr';
import { shellPage } from '@/ui/ssr/shell';

export default function BookingShopPage({ id }: { id: string }) {
  return <BookingShopView key={id} id={id} />;
}

/** Plain CSS: no MUI (ADR 0011). */
BookingShopPage.plain = true;

export const getServerSideProps = shellPage({}, loadBookingShopPage);
