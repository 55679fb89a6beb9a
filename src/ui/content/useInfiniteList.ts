import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import type { Paginate } from '@/contract/envelope';
import { useInView } from '../home/useInView';
import { flattenPages } from './pagination';

/**
 * The rows of an infinite list and the way to read more: `next` for the "load more" button, `sentinel` for
 * the element whose scrolling into view reads the next page (never twice at once, never after an error).
 */
export function useInfiniteList<T extends { id: number | string }>(query: UseInfiniteQueryResult<InfiniteData<Paginate<T>>>) {
  const items = useMemo(() => flattenPages(query.data?.pages), [query.data]);
  const more = Boolean(query.hasNextPage) && !query.isFetchNextPageError;
  const { fetchNextPage, isFetching } = query;
  const next = useCallback(() => {
    if (!isFetching) void fetchNextPage();
  }, [fetchNextPage, isFetching]);
  const sentinel = useInView<HTMLDivElement>(next, more && !isFetching);
  return { items, more, next, sentinel };
}
