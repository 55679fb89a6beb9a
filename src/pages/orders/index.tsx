import { OrdersView } from '@/ui/orders/OrdersView';
import { loadOrdersPage } from '@/ui/orders/ssr';
import { shellPage } from '@/ui/ssr/shell';

export default function OrdersPage() {
  return <OrdersView />;
}

export const getServerSideProps = shellPage({ signedIn: true }, loadOrdersPage);
