import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { shops } from '../../db/schema';

/** The approved shop by id or uuid (its page reads everything at once: queries-page.ts). */
export async function findShop(db: Db, key: number | string) {
  const match = typeof key === 'number' ? eq(shops.id, key) : eq(shops.uuid, key);
  const [row] = await db.select().from(shops).where(and(match, eq(shops.status, 'approved'))).limit(1);
  return row;
}
