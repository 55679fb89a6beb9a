import { useQuery, useQueryClient } from '@tanstack/react-query';
import NextLink from 'next/link';
import { useTranslation } from '@/ui/i18n/texts';
import { useCallback, type ReactNode } from 'react';
import { PlainAlert } from '../app/ErrorAlert';
import plain from '../app/plain.module.css';
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
import css from './order-view.module.css';
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
    <section data-testid={testId} className={css.section}>
      {title ? <h2 className={css.h6}>{title}</h2> : null}
      {children}
    </section>
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
      <div className={`${css.head} ${css.ok}`}>
        <StatusChip status={order.status} testId="order-status" />
        {order.shop?.translation?.title ? <p className={`${css.text} ${css.semi} ${css.wrap}`}>{order.shop.translation.title}</p> : null}
      </div>
      {order.status === 'canceled' && order.transaction?.status === 'refund' ? (
        <PlainAlert severity="info" testId="order-refunded" className={css.alertGap}>
          {isCardTag(order.transaction.payment_system?.tag) ? t('order.refunded.card') : t('order.refunded.wallet')}
        </PlainAlert>
      ) : null}
      <PaymentPanel order={order} />
      <div className={`${css.columns} ${css.ok}`}>
        <div className={css.stack}>
          <Section>
            <OrderTimeline order={order} live={live} polling={polling} />
          </Section>
          <div className={css.actions} data-testid="order-actions">
            {can.cancel ? <CancelOrder order={order} /> : null}
            {can.repeat ? <RepeatOrder order={order} /> : null}
            <NextLink href={`/orders/${order.id}/receipt`} className={`${plain.btn} ${plain.primary}`} data-testid="order-receipt-link">
              {t('receipt.link')}
            </NextLink>
            <NextLink href={`/chat?order=${order.id}`} prefetch={false} className={`${plain.btn} ${plain.primary}`} data-testid="order-chat-link">
              {t('chat.ask.about.order')}
            </NextLink>
          </div>
        </div>
        <div className={css.stack}>
          <Section title={t('order.details')}>
            <OrderLines details={order.details ?? []} money={money} />
            <hr className={`${css.divider} ${css.dividerGap}`} />
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
        </div>
      </div>
    </PageFrame>
  );
}
