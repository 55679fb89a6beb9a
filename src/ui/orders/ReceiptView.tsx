import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import GlobalStyles from '@mui/material/GlobalStyles';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import { useShell } from '../app/ShellContext';
import { formatDate } from '../content/dates';
import { BackLink, PageFrame } from '../content/PageFrame';
import { ErrorState, TextSkeleton } from '../content/States';
import { http } from '../http/browser';
import { paymentState } from './actions';
import { OrderLines } from './OrderLines';
import { OrderTotals } from './OrderTotals';
import { methodLabel } from './PaymentPanel';
import { orderQuery } from './queries';
import { useOrderMoney } from './useOrderMoney';

/**
 * /orders/[id]/receipt: a printable receipt of any order — shop, date, lines and totals as the server computed
 * them. On paper only the receipt prints: the site's header, footer and the buttons are hidden.
 */
const PRINT = {
  '@media print': {
    'header, footer, nav, [data-print="hide"]': { display: 'none !important' },
    body: { background: '#fff !important' },
    '[data-testid="receipt"]': { border: 'none !important', padding: '0 !important' },
  },
};

export function ReceiptView({ id }: { id: string }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const query = useQuery(orderQuery(http, locale, id));
  const order = query.data;
  const money = useOrderMoney(order?.currency);
  const heading = t('receipt.title');
  if (!order) {
    return (
      <PageFrame heading={heading} width={720} testId="receipt-page">
        {query.isError ? <ErrorState error={query.error} onRetry={() => void query.refetch()} /> : <TextSkeleton lines={8} />}
      </PageFrame>
    );
  }
  const tag = order.transaction?.payment_system?.tag;
  return (
    <PageFrame heading={heading} width={720} testId="receipt-page">
      <GlobalStyles styles={PRINT} />
      <Box data-print="hide" sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', flexWrap: 'wrap', gap: 1 }}>
        <BackLink href={`/orders/${order.id}`} label={t('receipt.back')} />
        <Button variant="contained" onClick={() => window.print()} data-testid="receipt-print" sx={{ mb: 2 }}>
          {t('receipt.print')}
        </Button>
      </Box>
      <Box data-testid="receipt" sx={{ border: 1, borderColor: 'divider', borderRadius: 3, p: { xs: 2, sm: 3 }, display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, flexWrap: 'wrap' }}>
          <Box sx={{ minWidth: 0 }}>
            <Typography sx={{ fontWeight: 800, fontSize: '1.2rem', overflowWrap: 'anywhere' }} data-testid="receipt-shop">
              {order.shop?.translation?.title ?? ''}
            </Typography>
            {order.shop?.translation?.address ? <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>{order.shop.translation.address}</Typography> : null}
          </Box>
          <Box sx={{ textAlign: 'end' }}>
            <Typography sx={{ fontWeight: 700 }} data-testid="receipt-order">{t('order.number', { id: order.id })}</Typography>
            {order.created_at ? <Typography color="text.secondary">{formatDate(order.created_at, locale)}</Typography> : null}
          </Box>
        </Box>
        <Divider />
        <OrderLines details={order.details ?? []} money={money} />
        <Divider />
        <OrderTotals order={order} money={money} />
        <Divider />
        <Typography data-testid="receipt-payment">
          {t('receipt.paid.with')}: {tag ? methodLabel(tag, t) : '—'} · {t(`payment.status.${paymentState(order.transaction)}`)}
        </Typography>
      </Box>
    </PageFrame>
  );
}
