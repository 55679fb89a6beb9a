import type { OrderPageProps } from '@/ui/orders/ssr';
import { loadOrderPage } from '@/ui/orders/ssr';
import { OrderNotFound } from '@/ui/orders/OrderView';
import { ReceiptView } from '@/ui/orders/ReceiptView';
import { shellPage } from '@/ui/ssr/shell';

export default function OrderReceiptPage({ id, missing }: OrderPageProps) {
  return missing ? <OrderNotFound /> : <ReceiptView key={id} id={id} />;
}

/** Plain CSS: no MUI (ADR 0011); its dialogs bring MUI when they open. */
OrderReceiptPage.plain = true;

export const getServerSideProps = shellPage({ signedIn: true }, loadOrderPage);
