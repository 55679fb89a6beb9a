import { sql } from 'drizzle-orm';
import { sqlRows, type TestApi } from './harness';

/** Shared by the shop list tests: demo addresses, the list route, and id helpers over answers and SQL. */
export const CENTER = 'address[latitude]=38.9120424&address[longitude]=-77.035308';
export const BALTIMORE = 'address[latitude]=39.2904&address[longitude]=-76.6122';
export const LIST = '/rest/shops/paginate';

export const ids = (res: { body: any }): number[] => res.body.data.map((s: { id: number }) => s.id);
export const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);

/** Raw SQL reads against a test API's database, and the sorted ids a query selects. */
export function sqlReaders(api: () => TestApi) {
  const rows = <T>(query: string) => sqlRows<T>(api(), sql.raw(query));
  const idsOf = async (query: string) => sorted((await rows<{ id: number }>(query)).map((r) => Number(r.id)));
  return { rows, idsOf };
}
