import type { OrderPageProps } from '@/ui/orders/ssr';
import { loadOrderPage } from '@/ui/orders/ssr';
import { OrderNotFound, OrderView } from '@/ui/orders/OrderView';
import { shellPage } from '@/ui/ssr/shell';

export default function OrderPage({ id, missing }: OrderPageProps) {
  return missing ? <OrderNotFound /> : <OrderView key={id} id={id} />;
}

export const getServerSideProps = shellPage({ signedIn: true }, loadOrderPage);
