import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { settings } from '../../db/schema';

export async function listSettings(db: Db) {
  return db.select().from(settings).orderBy(asc(settings.id));
}

export async function readSetting(db: Db, key: string): Promise<string | null> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
  return row?.value ?? null;
}
