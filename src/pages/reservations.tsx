import { ReservationsView } from '@/ui/account/ReservationsView';
import { shellPage } from '@/ui/ssr/shell';

export default function ReservationsPage() {
  return <ReservationsView />;
}

export const getServerSideProps = shellPage({ signedIn: true });
