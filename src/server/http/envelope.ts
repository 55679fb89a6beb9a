import type { ErrorResponse, Paginate, SuccessResponse } from '@/contract/envelope';

/** Builders of the contract's envelopes; every API answer goes through these. */

export function success<T>(data: T, message = 'Successfully'): SuccessResponse<T> {
  return { timestamp: new Date().toISOString(), status: true, message, data };
}

export function failure(statusCode: string, message: string, params?: Record<string, string[]>): ErrorResponse {
  const body: ErrorResponse = { timestamp: new Date().toISOString(), status: false, statusCode, message };
  if (params && Object.keys(params).length > 0) body.params = params;
  return body;
}

/**
 * Laravel-style paginator body; `path` is the request path without the query, `query` the other params.
 * `totalExact` (ours, product search): false when `total` is a lower bound (docs/api.md).
 */
export function paginate<T>(
  rows: T[],
  total: number,
  page: number,
  perPage: number,
  path: string,
  query: URLSearchParams = new URLSearchParams(),
  opts: { totalExact?: boolean } = {},
): Paginate<T> {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const url = (p: number) => {
    const q = new URLSearchParams(query);
    q.set('page', String(p));
    return `${path}?${q.toString()}`;
  };
  const from = rows.length ? (page - 1) * perPage + 1 : null;
  const to = rows.length ? (page - 1) * perPage + rows.length : null;
  const links = [
    { url: page > 1 ? url(page - 1) : null, label: '&laquo; Previous', active: false },
    ...Array.from({ length: Math.min(lastPage, 10) }, (_, i) => ({ url: url(i + 1), label: String(i + 1), active: i + 1 === page })),
    { url: page < lastPage ? url(page + 1) : null, label: 'Next &raquo;', active: false },
  ];
  return {
    data: rows,
    links: { first: url(1), last: url(lastPage), prev: page > 1 ? url(page - 1) : null, next: page < lastPage ? url(page + 1) : null },
    meta: { current_page: page, from, last_page: lastPage, path, per_page: perPage, to, total, links, ...(opts.totalExact === undefined ? {} : { total_exact: opts.totalExact }) },
  };
}
