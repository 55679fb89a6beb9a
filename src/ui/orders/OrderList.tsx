import { useInfiniteList } from '../content/useInfiniteList';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import ui from '../app/plain.module.css';
import { useShell } from '../app/ShellContext';
import { LoadMore } from '../content/LoadMore';
import { EmptyState, ErrorState } from '../content/States';
import { http } from '../http/browser';
import css from './list.module.css';
import { OrderCard } from './OrderCard';
import { ordersQuery } from './queries';
import type { OrderTab } from './tabs';

/** Card-shaped placeholders while a page of orders loads. */
export function OrderCardsSkeleton({ count = 3 }: { count?: number }) {
  const { t } = useTranslation();
  return (
    <div aria-busy="true" aria-label={t('common.loading')} data-testid="skeleton" className={css.skeletons}>
      {Array.from({ length: count }, (_, i) => (
        <div key={i} className={`${css.row} ${css.card}`}>
          <span className={ui.skel} style={{ width: 48, height: 48, borderRadius: 12, flexShrink: 0 }} />
          <div className={css.main}>
            <span className={`${ui.skel} ${ui.skelLine}`} style={{ width: '50%' }} />
            <span className={`${ui.skel} ${ui.skelLine}`} style={{ width: '70%' }} />
          </div>
          <span className={ui.skel} style={{ width: 64, height: 24, borderRadius: 12, flexShrink: 0 }} />
        </div>
      ))}
    </div>
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
      <ul className={css.list} data-testid="order-list">
        {orders.map((order) => (
          <OrderCard key={order.id} order={order} />
        ))}
      </ul>
      {query.isFetchingNextPage ? (
        <div className={css.more}>
          <OrderCardsSkeleton count={2} />
        </div>
      ) : null}
      {query.isFetchNextPageError ? <ErrorState error={query.error} onRetry={() => void query.fetchNextPage()} /> : null}
      <div ref={sentinel} aria-hidden="true" />
      <LoadMore hasMore={more} loading={query.isFetchingNextPage} onClick={next} />
    </>
  );
}
