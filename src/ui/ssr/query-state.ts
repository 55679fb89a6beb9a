import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';

/** The query cache of one server render: no retries while a visitor waits (the browser gets another go). */
export function serverQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
}

/** The cache as page props: Next needs JSON-safe props (no `undefined`). */
export function dehydratedProps(qc: QueryClient): DehydratedState {
  return JSON.parse(JSON.stringify(dehydrate(qc))) as DehydratedState;
}
