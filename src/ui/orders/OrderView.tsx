import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import NextLink from 'next/link';
import { useTranslation } from '@/ui/i18n/texts';
import { useCallback, type ReactNode } from 'react';
import { useShell } from '../app/ShellContext';
import { formatDate } from '../content/dates';
import { failureStatus } from '../content/errors';
import { PageFrame } from '../content/PageFrame';
import { WhoOwesWhat } from '../group-order/WhoOwesWhat';
import { EmptyState, ErrorState, TextSkeleton } from '../content/States';
import { http } from '../http/browser';
import { isCardTag } from '../payments/card';
import type { OrderDetailView } from '../types/orders';
import { orderActions } from './actions';
import { CancelOrder } from './CancelOrder';
import { OrderInfo } from './OrderInfo';
import { OrderLines } from './OrderLines';
import { OrderTimeline } from './OrderTimeline';
import { OrderTotals } from './OrderTotals';
import { PaymentPanel } from './PaymentPanel';
import { TipForm } from './TipForm';
import { orderKeys, orderQuery } from './queries';
import { RefundSection } from './RefundForm';
import { RepeatOrder } from './RepeatOrder';
import { ReviewForm } from './ReviewForm';
import { StatusChip } from './StatusChip';
import { isFinalStatus } from './timeline';
import { useOrderLive } from './useOrderLive';
import { useOrderMoney } from './useOrderMoney';

function Section({ title, children, testId }: { title?: string; children: ReactNode; testId?: string }) {
  return (
    <Box component="section" data-testid={testId} sx={{ p: { xs: 2, sm: 2.5 }, border: 1, borderColor: 'divider', borderRadius: 3, minWidth: 0 }}>
      {title ? (
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1.5 }}>
          {title}
        </Typography>
      ) : null}
      {children}
    </Box>
  );
}

export function OrderNotFound() {
  const { t } = useTranslation();
  return (
    <PageFrame heading={t('order.not.found.title')} width={880} testId="order-not-found">
      <EmptyState title={t('order.not.found.title')} text={t('order.not.found.text')} action={{ href: '/orders', label: t('orders.back') }} testId="order-not-found-state" />
    </PageFrame>
  );
}

/** /orders/[id]: progress (live), items, money, delivery and payment, and what the user may do next. */
export function OrderView({ id }: { id: string }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const qc = useQueryClient();
  const query = useQuery(orderQuery(http, locale, id));
  const order = query.data;
  const money = useOrderMoney(order?.currency);
  const onUpdate = useCallback(
    (status: string | null) => {
      const key = orderKeys.detail(locale, id);
      if (status) qc.setQueryData<OrderDetailView>(key, (old) => (old && old.status !== status ? { ...old, status } : old));
      void qc.invalidateQueries({ queryKey: key });
      void qc.invalidateQueries({ queryKey: ['orders', 'list'] });
    },
    [qc, locale, id],
  );
  const live = Boolean(order) && !isFinalStatus(order?.status ?? '');
  const { polling } = useOrderLive(id, locale, live, onUpdate);

  if (query.isPending) {
    return (
      <PageFrame heading={t('order.number', { id })} width={1040} testId="order-page">
        <TextSkeleton lines={8} />
      </PageFrame>
    );
  }
  if (query.isError || !order) {
    if (failureStatus(query.error) === 404) return <OrderNotFound />;
    return (
      <PageFrame heading={t('order.number', { id })} width={1040} testId="order-page">
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      </PageFrame>
    );
  }
  const can = orderActions(order);
  const placed = order.created_at ? t('order.placed.on', { date: formatDate(order.created_at, locale) }) : undefined;
  return (
    <PageFrame heading={t('order.number', { id: order.id })} subtitle={placed} width={1040} testId="order-page">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap', mb: 2, mt: -1 }}>
        <StatusChip status={order.status} testId="order-status" />
        {order.shop?.translation?.title ? <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{order.shop.translation.title}</Typography> : null}
      </Box>
      {order.status === 'canceled' && order.transaction?.status === 'refund' ? (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="order-refunded">
          {isCardTag(order.transaction.payment_system?.tag) ? t('order.refunded.card') : t('order.refunded.wallet')}
        </Alert>
      ) : null}
      <PaymentPanel order={order} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 3fr)' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <Section>
            <OrderTimeline order={order} live={live} polling={polling} />
          </Section>
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }} data-testid="order-actions">
            {can.cancel ? <CancelOrder order={order} /> : null}
            {can.repeat ? <RepeatOrder order={order} /> : null}
            <Button component={NextLink} href={`/orders/${order.id}/receipt`} variant="text" data-testid="order-receipt-link">
              {t('receipt.link')}
            </Button>
            <Button component={NextLink} href={`/chat?order=${order.id}`} prefetch={false} variant="text" data-testid="order-chat-link">
              {t('chat.ask.about.order')}
            </Button>
          </Box>
        </Box>
        <Box sx={{ display: 'grid', gap: 2, minWidth: 0 }}>
          <Section title={t('order.details')}>
            <OrderLines details={order.details ?? []} money={money} />
            <Divider sx={{ my: 2 }} />
            <OrderTotals order={order} money={money} />
            <WhoOwesWhat participants={order.participants} format={money} />
          </Section>
          <Section>
            <OrderInfo order={order} />
          </Section>
          {order.status === 'delivered' && order.transaction?.status === 'paid' ? (
            <Section>
              <TipForm order={order} money={money} />
            </Section>
          ) : null}
          {order.status === 'delivered' ? (
            <Section testId="order-feedback">
              <ReviewForm order={order} />
            </Section>
          ) : null}
          {can.refund || (order.order_refunds?.length ?? 0) > 0 ? (
            <Section>
              <RefundSection order={order} canRequest={can.refund} />
            </Section>
          ) : null}
        </Box>
      </Box>
    </PageFrame>
  );
}
