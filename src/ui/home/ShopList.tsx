import { useInfiniteList } from '../content/useInfiniteList';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import { useShell } from '../app/ShellContext';
import { LoadMore } from '../content/LoadMore';
import { CardsSkeleton } from '../content/Skeletons';
import { EmptyState, ErrorState } from '../shops/lazy-states';
import { http } from '../http/browser';
import { useAppSelector } from '../store/hooks';
import { initialFilterState, selectFilter } from '../store/slices/filter';
import { selectLocation } from '../store/slices/settings';
import type { ShopType } from './params';
import { SHOPS_PER_PAGE, shopsQuery } from './queries';
import { ShopCard } from './ShopCard';
import { ShopFilters } from './ShopFilters';
import css from './cards.module.css';

/**
 * A list of shops or restaurants: first page from the server, then "load more" and infinite scroll. Without a
 * heading (a page whose h1 already names the list) the cards' names are the next level down.
 */
export function ShopList({ type, filtered, heading, firstPriority = false }: { type: ShopType; filtered: boolean; heading?: string; firstPriority?: boolean }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const stored = useAppSelector(selectFilter);
  const location = useAppSelector(selectLocation);
  const query = useInfiniteQuery({ ...shopsQuery(http, locale, type, filtered ? stored : initialFilterState, location), placeholderData: (prev) => prev });
  const { items: shops, more, next, sentinel } = useInfiniteList(query);
  return (
    <section data-testid={`${type}-list`} className={css.section}>
      {heading ? <h2 className={css.listTitle}>{heading}</h2> : null}
      {filtered ? <ShopFilters /> : null}
      {query.isPending ? (
        <div className={css.grid}>
          <CardsSkeleton count={4} />
        </div>
      ) : query.isError && shops.length === 0 ? (
        <ErrorState error={query.error} onRetry={() => void query.refetch()} />
      ) : shops.length === 0 ? (
        <EmptyState title={t('home.list.empty.title')} text={t('home.list.empty.text')} testId="shops-empty" />
      ) : (
        <>
          <div className={css.grid} style={query.isPlaceholderData ? { opacity: 0.6 } : undefined} data-testid="shop-grid" aria-busy={query.isFetching}>
            {shops.map((shop, i) => (
              <ShopCard key={shop.id} shop={shop} priority={firstPriority && i === 0} level={heading ? 3 : 2} />
            ))}
            {query.isFetchingNextPage ? <CardsSkeleton count={Math.min(4, SHOPS_PER_PAGE)} /> : null}
          </div>
          {query.isFetchNextPageError ? <ErrorState error={query.error} onRetry={() => void query.fetchNextPage()} /> : null}
          <div ref={sentinel} aria-hidden="true" />
          <LoadMore hasMore={more} loading={query.isFetchingNextPage} onClick={next} />
        </>
      )}
    </section>
  );
}
