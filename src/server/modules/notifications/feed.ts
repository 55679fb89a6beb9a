import { and, count, desc, eq, isNull } from 'drizzle-orm';
import { FEED_TYPES } from '@/contract/schemas/notifications';
import { formatTimestamp } from '@/contract/format';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { pushNotifications } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { notFound } from '../../http/api-error';
import { paginate } from '../../http/envelope';
import type { RequestInfo } from '../../http/route';

/** The caller's notification feed (`dashboard/notifications`): list, one, mark read, unread counts. */

export const FEED_PATH = '/api/v1/dashboard/notifications';

type Row = typeof pushNotifications.$inferSelect;
type FeedType = (typeof FEED_TYPES)[number];
export type UnreadStatistic = Record<FeedType, number>;

export function presentNotification(row: Row) {
  return {
    id: row.id,
    type: row.type,
    title: row.title,
    body: row.body,
    data: row.data ?? {},
    user_id: row.userId,
    read_at: formatTimestamp(row.readAt) ?? null,
    created_at: formatTimestamp(row.createdAt),
  };
}

export async function listFeed(ctx: AppContext, req: RequestInfo, auth: AuthUser, args: { page: number; perPage: number; type?: string }) {
  const where = and(eq(pushNotifications.userId, auth.user.id), args.type ? eq(pushNotifications.type, args.type) : undefined);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(pushNotifications)
      .where(where)
      .orderBy(desc(pushNotifications.createdAt), desc(pushNotifications.id))
      .limit(args.perPage)
      .offset((args.page - 1) * args.perPage),
    ctx.db.select({ n: count() }).from(pushNotifications).where(where),
  ]);
  return paginate(rows.map(presentNotification), Number(total?.n ?? 0), args.page, args.perPage, FEED_PATH, req.search);
}

/** Another user's notification is not found (no existence oracle). */
async function ownRow(db: Db, userId: number, id: number): Promise<Row> {
  const [row] = await db.select().from(pushNotifications).where(and(eq(pushNotifications.id, id), eq(pushNotifications.userId, userId))).limit(1);
  if (!row) throw notFound();
  return row;
}

export async function showNotification(ctx: AppContext, auth: AuthUser, id: number) {
  return presentNotification(await ownRow(ctx.db, auth.user.id, id));
}

/** Marks one read; reading it again keeps the first read time. */
export async function readNotification(ctx: AppContext, auth: AuthUser, id: number) {
  const row = await ownRow(ctx.db, auth.user.id, id);
  if (row.readAt) return presentNotification(row);
  const [updated] = await ctx.db
    .update(pushNotifications)
    .set({ readAt: ctx.clock.now(), updatedAt: ctx.clock.now() })
    .where(and(eq(pushNotifications.id, id), isNull(pushNotifications.readAt)))
    .returning();
  return presentNotification(updated ?? row);
}

export async function readAll(ctx: AppContext, auth: AuthUser): Promise<{ read: number }> {
  const rows = await ctx.db
    .update(pushNotifications)
    .set({ readAt: ctx.clock.now(), updatedAt: ctx.clock.now() })
    .where(and(eq(pushNotifications.userId, auth.user.id), isNull(pushNotifications.readAt)))
    .returning({ id: pushNotifications.id });
  return { read: rows.length };
}

/** Unread counts per contract type; types outside the contract's list count as `notification`. */
export async function unreadStatistic(db: Db, userId: number): Promise<UnreadStatistic> {
  const rows = await db
    .select({ type: pushNotifications.type, n: count() })
    .from(pushNotifications)
    .where(and(eq(pushNotifications.userId, userId), isNull(pushNotifications.readAt)))
    .groupBy(pushNotifications.type);
  const stat = Object.fromEntries(FEED_TYPES.map((t) => [t, 0])) as UnreadStatistic;
  for (const r of rows) {
    const key = (FEED_TYPES as readonly string[]).includes(r.type) ? (r.type as FeedType) : 'notification';
    stat[key] += Number(r.n);
  }
  return stat;
}
