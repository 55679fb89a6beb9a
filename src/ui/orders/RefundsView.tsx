import { useInfiniteList } from '../content/useInfiniteList';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
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
import { OrderCardsSkeleton } from './OrderList';
import { refundsQuery } from './queries';
import { RefundChip } from './RefundChip';

function RefundCard({ refund }: { refund: OrderRefund }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const orderId = refund.order?.id ?? refund.order_id;
  return (
    <Box component="li" data-testid="refund-card" sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 3, display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        {orderId ? (
          <Link component={NextLink} href={`/orders/${orderId}`} sx={{ fontWeight: 700 }}>
            {t('refund.for.order', { id: orderId })}
          </Link>
        ) : (
          <span />
        )}
        <RefundChip status={refund.status} />
      </Box>
      {refund.created_at ? (
        <Typography variant="body2" color="text.secondary">
          {formatDate(refund.created_at, locale)}
          {refund.order?.shop?.translation?.title ? ` · ${refund.order.shop.translation.title}` : ''}
        </Typography>
      ) : null}
      {refund.cause ? <Typography sx={{ overflowWrap: 'anywhere' }}>{`${t('refund.cause')}: ${refund.cause}`}</Typography> : null}
      {refund.answer ? (
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {`${t('refund.answer')}: ${refund.answer}`}
        </Typography>
      ) : null}
    </Box>
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
        <Box component="ul" data-testid="refund-list" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {refunds.map((refund) => (
            <RefundCard key={refund.id} refund={refund} />
          ))}
        </Box>
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
