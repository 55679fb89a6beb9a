import { ReservationsView } from '@/ui/reservations/ReservationsView';
import { loadReservationsPage } from '@/ui/reservations/ssr';
import { shellPage } from '@/ui/ssr/shell';

export default function ReservationsPage() {
  return <ReservationsView />;
}

export const getServerSideProps = shellPage({ signedIn: true }, loadReservationsPage);
