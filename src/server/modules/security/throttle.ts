import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimits } from '../../db/schema';
import { tooMany } from '../../http/api-error';
import type { ErrorName } from '@/contract/errors';

/**
 * Throttles kept in the database, so they hold across server processes and restarts. Each check is one
 * atomic upsert: parallel requests cannot all read "not yet limited" and slip through together.
 */

/** Counts a hit in a fixed window; 429 with Retry-After once more than `limit` hits fall in it. */
export async function hitWindow(db: Db, key: string, limit: number, windowSeconds: number, now: Date, error: ErrorName = 'TOO_MANY_REQUESTS') {
  const windowStartCutoff = new Date(now.getTime() - windowSeconds * 1000);
  const [row] = await db
    .insert(rateLimits)
    .values({ key, hits: 1, windowStart: now })
    .onConflictDoUpdate({
      target: rateLimits.key,
      set: {
        hits: sql`case when ${rateLimits.windowStart} <= ${windowStartCutoff.toISOString()}::timestamptz then 1 else ${rateLimits.hits} + 1 end`,
        windowStart: sql`case when ${rateLimits.windowStart} <= ${windowStartCutoff.toISOString()}::timestamptz then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
      },
    })
    .returning({ hits: rateLimits.hits, windowStart: rateLimits.windowStart });
  if (row.hits > limit) {
    const retry = (row.windowStart.getTime() + windowSeconds * 1000 - now.getTime()) / 1000;
    throw tooMany(retry, error);
  }
}

/** 429 while a failure block is running for `key`. */
export async function assertNotBlocked(db: Db, key: string, now: Date): Promise<void> {
  const [row] = await db.select({ blockedUntil: rateLimits.blockedUntil }).from(rateLimits).where(eq(rateLimits.key, key));
  if (row?.blockedUntil && row.blockedUntil.getTime() > now.getTime()) {
    throw tooMany((row.blockedUntil.getTime() - now.getTime()) / 1000);
  }
}

/**
 * Records a failure; from the `threshold`-th one on, blocks the key for 30 s doubling per further failure,
 * capped at an hour (growing Retry-After, reliability G16).
 */
export async function recordFailure(db: Db, key: string, threshold: number, now: Date): Promise<void> {
  const block = sql`case when ${rateLimits.failures} + 1 >= ${threshold}
    then ${now.toISOString()}::timestamptz + make_interval(secs => least(3600, 30 * power(2, ${rateLimits.failures} + 1 - ${threshold})))
    else ${rateLimits.blockedUntil} end`;
  await db
    .insert(rateLimits)
    .values({ key, hits: 0, windowStart: now, failures: 1, blockedUntil: threshold <= 1 ? new Date(now.getTime() + 30_000) : null })
    .onConflictDoUpdate({ target: rateLimits.key, set: { failures: sql`${rateLimits.failures} + 1`, blockedUntil: block } });
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.update(rateLimits).set({ failures: 0, blockedUntil: null }).where(eq(rateLimits.key, key));
}
