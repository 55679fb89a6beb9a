import { RefundsView } from '@/ui/orders/RefundsView';
import { loadRefundsPage } from '@/ui/orders/ssr';
import { shellPage } from '@/ui/ssr/shell';

export default function OrderRefundsPage() {
  return <RefundsView />;
}

/** Plain CSS: no MUI (ADR 0011). */
OrderRefundsPage.plain = true;

export const getServerSideProps = shellPage({ signedIn: true }, loadRefundsPage);
