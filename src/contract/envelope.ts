/** Response envelopes of API v1 (contract §2). */
export interface SuccessResponse<T> {
  timestamp: string;
  status: true;
  message: string;
  data: T;
}

export interface ErrorResponse {
  timestamp: string;
  status: false;
  statusCode: string;
  message: string;
  params?: Record<string, string[]>;
}

export interface PageLink {
  url: string | null;
  label: string;
  active: boolean;
}

export interface Paginate<T> {
  data: T[];
  links: { first: string; last: string; prev: string | null; next: string | null };
  meta: {
    current_page: number;
    from: number | null;
    last_page: number;
    path: string;
    per_page: number;
    to: number | null;
    total: number;
    links: PageLink[];
    /** Ours (product search): false when `total` is a lower bound, counted only so far past the page. */
    total_exact?: boolean;
  };
}

/** Infinite lists stop when the last page has been read. */
export function hasNextPage(page: Paginate<unknown>): boolean {
  return page.meta.current_page < page.meta.last_page;
}
