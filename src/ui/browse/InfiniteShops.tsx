import { useInfiniteList } from '../content/useInfiniteList';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import type { Paginate } from '@/contract/envelope';
import { LoadMore } from '../content/LoadMore';
import { CardsSkeleton, EmptyState, ErrorState } from '../content/States';
import { ShopCard } from '../home/ShopCard';
import cards from '../home/cards.module.css';
import type { ShopItem } from '../types/api';

/** The caller's infinite read of shop pages (it may read the first page for its header and JSON-LD too). */
export type ShopPagesQuery = UseInfiniteQueryResult<InfiniteData<Paginate<ShopItem>, unknown>, Error>;

/**
 * A grid of shop cards from any paged shop read (a category's shops, a banner's shops, a brand's shops): the
 * first page comes from the server, then "load more" and the scroll trigger read the next ones. `level` is the
 * cards' heading level: 3 under a section's h2, 2 when the grid sits right under the page's h1.
 */
export function InfiniteShops({ query, testId = 'browse-shops', level = 3 }: { query: ShopPagesQuery; testId?: string; level?: 2 | 3 }) {
  const { t } = useTranslation();
  const { items: shops, more, next, sentinel } = useInfiniteList(query);
  if (query.isPending) {
    return (
      <div className={cards.grid}>
        <CardsSkeleton count={4} />
      </div>
    );
  }
  if (query.isError && shops.length === 0) return <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  if (shops.length === 0) return <EmptyState title={t('home.list.empty.title')} text={t('home.list.empty.text')} testId="shops-empty" />;
  return (
    <div data-testid={testId}>
      <div className={cards.grid} style={{ opacity: query.isPlaceholderData ? 0.6 : 1 }} data-testid="shop-grid" aria-busy={query.isFetching}>
        {shops.map((shop, i) => (
          <ShopCard key={shop.id} shop={shop} priority={i === 0} level={level} />
        ))}
        {query.isFetchingNextPage ? <CardsSkeleton count={4} /> : null}
      </div>
      {query.isFetchNextPageError ? <ErrorState error={query.error} onRetry={() => void query.fetchNextPage()} /> : null}
      <div ref={sentinel} aria-hidden="true" />
      <LoadMore hasMore={more} loading={query.isFetchingNextPage} onClick={next} />
    </div>
  );
}

/** placeholderData: while another place or brand loads, the previous shops stay (dimmed) instead of a skeleton. */
export const keepPrevious = <T,>(previous: T | undefined) => previous;
