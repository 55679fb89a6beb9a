import { sql } from 'drizzle-orm';

/**
 * A page and the number of all its matches in one statement: select `total: totalOfMatches` beside the row. The
 * window count is taken before LIMIT/OFFSET, so any row of the page carries the total; a page past the end has no
 * row to carry it, and only then is the count asked alone (`countedPage`).
 */
export const totalOfMatches = sql<number>`count(*) over ()`.mapWith(Number);

export async function countedPage<T extends { total: number }>(rows: T[], offset: number, countAlone: () => Promise<number>): Promise<{ rows: T[]; total: number }> {
  if (rows.length) return { rows, total: rows[0].total };
  return { rows, total: offset > 0 ? await countAlone() : 0 };
}
