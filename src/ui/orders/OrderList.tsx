import { useInfiniteList } from '../content/useInfiniteList';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import { useShell } from '../app/ShellContext';
import { LoadMore } from '../content/LoadMore';
import { EmptyState, ErrorState } from '../content/States';
import { http } from '../http/browser';
import { OrderCard } from './OrderCard';
import { ordersQuery } from './queries';
import type { OrderTab } from './tabs';

/** Card-shaped placeholders while a page of orders loads. */
export function OrderCardsSkeleton({ count = 3 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <Box aria-busy="true" aria-label={t('common.loading')} data-testid="skeleton" sx={{ display: 'grid', gap: 1.5 }}>
      {Array.from({ length: count }, (_, i) => (
        <Box key={i} sx={{ display: 'flex', gap: 1.5, alignItems: 'center', p: 2, border: 1, borderColor: 'divider', borderRadius: 3 }}>
          <Skeleton variant="rounded" width={48} height={48} />
          <Box sx={{ flex: 1 }}>
            <Skeleton variant="text" width="50%" />
            <Skeleton variant="text" width="70%" />
          </Box>
          <Skeleton variant="rounded" width={64} height={24} />
        </Box>
      ))}
    </Box>
  );
}

/** One tab of /orders: the first page, then more as the user scrolls (or presses "load more"). */
export function OrderList({ tab }: { tab: OrderTab }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const query = useInfiniteQuery(ordersQuery(http, locale, tab));
  const { items: orders, more, next, sentinel } = useInfiniteList(query);

  if (query.isPending) return <OrderCardsSkeleton />;
  if (query.isError && orders.length === 0) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (orders.length === 0) {
    return tab === 'active' ? (
      <EmptyState testId="orders-empty" title={t('orders.empty.active.title')} text={t('orders.none.active')} action={{ href: '/', label: t('orders.empty.action') }} />
    ) : (
      <EmptyState testId="orders-empty" title={t('orders.empty.title')} text={t('orders.empty.text')} action={{ href: '/', label: t('orders.empty.action') }} />
    );
  }
  return (
    <>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }} data-testid="order-list">
        {orders.map((order) => (
          <OrderCard key={order.id} order={order} />
        ))}
      </Box>
      {query.isFetchingNextPage ? (
        <Box sx={{ mt: 1.5 }}>
          <OrderCardsSkeleton count={2} />
        </Box>
      ) : null}
      {query.isFetchNextPageError ? <ErrorState error={query.error} onRetry={() => void query.fetchNextPage()} /> : null}
      <div ref={sentinel} aria-hidden="true" />
      <LoadMore hasMore={more} loading={query.isFetchingNextPage} onClick={next} />
    </>
  );
}
