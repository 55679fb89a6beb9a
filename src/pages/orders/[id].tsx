import type { OrderPageProps } from '@/ui/orders/ssr';
import { loadOrderPage } from '@/ui/orders/ssr';
import { OrderNotFound, OrderView } from '@/ui/orders/OrderView';
import { shellPage } from '@/ui/ssr/shell';

export default function OrderPage({ id, missing }: OrderPageProps) {
  return missing ? <OrderNotFound /> : <OrderView key={id} id={id} />;
}

/** Plain CSS: no MUI (ADR 0011); its dialogs bring MUI when they open. */
OrderPage.plain = true;

export const getServerSideProps = shellPage({ signedIn: true }, loadOrderPage);
