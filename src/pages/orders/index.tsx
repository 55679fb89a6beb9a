import { OrdersView } from '@/ui/account/OrdersView';
import { shellPage } from '@/ui/ssr/shell';

/** The orders API comes later: both tabs show the empty state until OrdersView is given the lists. */
export default function OrdersPage() {
  return <OrdersView />;
}

export const getServerSideProps = shellPage({ signedIn: true });
