import { hasNextPage, type Paginate } from '@/contract/envelope';

/** useInfiniteQuery's getNextPageParam: the next page number, or undefined once `current_page >= last_page`. */
export function nextPageParam(last: Paginate<unknown> | undefined): number | undefined {
  if (!last?.meta) return undefined;
  return hasNextPage(last) ? last.meta.current_page + 1 : undefined;
}

/** Every row of the pages read so far, in order; a row that moved onto a later page is shown once. */
export function flattenPages<T extends { id: number | string }>(pages: ReadonlyArray<Paginate<T>> | undefined): T[] {
  const seen = new Set<number | string>();
  const rows: T[] = [];
  for (const page of pages ?? []) {
    for (const row of page.data ?? []) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      rows.push(row);
    }
  }
  return rows;
}
