import { OrdersView } from '@/ui/orders/OrdersView';
import { loadOrdersPage } from '@/ui/orders/ssr';
import { shellPage } from '@/ui/ssr/shell';

export default function OrdersPage() {
  return <OrdersView />;
}

/** Plain CSS: no MUI (ADR 0011). */
OrdersPage.plain = true;

export const getServerSideProps = shellPage({ signedIn: true }, loadOrdersPage);
