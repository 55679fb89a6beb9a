import { useInfiniteList } from '../content/useInfiniteList';
import { useInfiniteQuery } from '@tanstack/react-query';
import NextLink from 'next/link';
import { useTranslation } from '@/ui/i18n/texts';
import { useShell } from '../app/ShellContext';
import { formatDate } from '../content/dates';
import { LoadMore } from '../content/LoadMore';
import { PageFrame } from '../content/PageFrame';
import { EmptyState, ErrorState } from '../content/States';
import { http } from '../http/browser';
import type { OrderRefund } from '../types/orders';
import css from './list.module.css';
import { OrderCardsSkeleton } from './OrderList';
import { refundsQuery } from './queries';
import { RefundChip } from './RefundChip';

function RefundCard({ refund }: { refund: OrderRefund }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const orderId = refund.order?.id ?? refund.order_id;
  return (
    <li data-testid="refund-card" className={css.refund}>
      <div className={css.top}>
        {orderId ? (
          <NextLink href={`/orders/${orderId}`} className={css.link}>
            {t('refund.for.order', { id: orderId })}
          </NextLink>
        ) : (
          <span />
        )}
        <RefundChip status={refund.status} />
      </div>
      {refund.created_at ? (
        <p className={css.meta}>
          {formatDate(refund.created_at, locale)}
          {refund.order?.shop?.translation?.title ? ` · ${refund.order.shop.translation.title}` : ''}
        </p>
      ) : null}
      {refund.cause ? <p className={css.text}>{`${t('refund.cause')}: ${refund.cause}`}</p> : null}
      {refund.answer ? <p className={css.meta}>{`${t('refund.answer')}: ${refund.answer}`}</p> : null}
    </li>
  );
}

/** /order-refunds: the user's refund requests, newest first, with their status. */
export function RefundsView() {
  const { t } = useTranslation();
  const { locale } = useShell();
  const query = useInfiniteQuery(refundsQuery(http, locale));
  const { items: refunds, more, next, sentinel } = useInfiniteList(query);
  let body;
  if (query.isPending) body = <OrderCardsSkeleton />;
  else if (query.isError && refunds.length === 0) body = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  else if (refunds.length === 0) body = <EmptyState testId="refunds-empty" title={t('refunds.empty.title')} text={t('refunds.empty.text')} action={{ href: '/orders?tab=history', label: t('orders.title') }} />;
  else {
    body = (
      <>
        <ul data-testid="refund-list" className={css.list}>
          {refunds.map((refund) => (
            <RefundCard key={refund.id} refund={refund} />
          ))}
        </ul>
        {query.isFetchNextPageError ? <ErrorState error={query.error} onRetry={() => void query.fetchNextPage()} /> : null}
        <div ref={sentinel} aria-hidden="true" />
        <LoadMore hasMore={more} loading={query.isFetchingNextPage} onClick={next} />
      </>
    );
  }
  return (
    <PageFrame heading={t('refunds.title')} width={880} testId="refunds-page" back={{ href: '/orders', label: t('orders.title') }}>
      {body}
    </PageFrame>
  );
}
