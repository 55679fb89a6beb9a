import { ReservationsView } from '@/ui/reservations/ReservationsView';
import { loadReservationsPage } from '@/ui/reservations/ssr';
import { shellPage } from '@/ui/ssr/shell';

export default function ReservationsPage() {
  return <ReservationsView />;
}

/** Plain CSS: no MUI (ADR 0011). */
ReservationsPage.plain = true;

export const getServerSideProps = shellPage({ signedIn: true }, loadReservationsPage);
