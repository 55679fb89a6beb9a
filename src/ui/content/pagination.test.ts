import { describe, expect, it } from 'vitest';
import type { Paginate } from '@/contract/envelope';
import { flattenPages, nextPageParam } from './pagination';

function page<T>(data: T[], current: number, last: number): Paginate<T> {
  return {
    data,
    links: { first: '', last: '', prev: null, next: null },
    meta: { current_page: current, from: null, last_page: last, path: '', per_page: 6, to: null, total: 0, links: [] },
  };
}

describe('nextPageParam', () => {
  it('asks for the next page while current_page < last_page', () => {
    expect(nextPageParam(page([], 1, 2))).toBe(2);
    expect(nextPageParam(page([], 2, 5))).toBe(3);
  });

  it('stops when current_page >= last_page', () => {
    expect(nextPageParam(page([], 2, 2))).toBeUndefined();
    expect(nextPageParam(page([], 3, 2))).toBeUndefined();
    expect(nextPageParam(page([], 1, 1))).toBeUndefined();
  });

  it('stops on an empty list (last_page 1) and on a malformed page', () => {
    expect(nextPageParam(page([], 1, 1))).toBeUndefined();
    expect(nextPageParam(undefined)).toBeUndefined();
    expect(nextPageParam({ data: [] } as unknown as Paginate<unknown>)).toBeUndefined();
  });
});

describe('flattenPages', () => {
  it('concatenates pages in order', () => {
    expect(flattenPages([page([{ id: 1 }, { id: 2 }], 1, 2), page([{ id: 3 }], 2, 2)]).map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it('shows a row that slid onto the next page only once', () => {
    expect(flattenPages([page([{ id: 1 }, { id: 2 }], 1, 2), page([{ id: 2 }, { id: 3 }], 2, 2)]).map((r) => r.id)).toEqual([1, 2, 3]);
  });

  it('handles no pages', () => {
    expect(flattenPages(undefined)).toEqual([]);
  });
});
