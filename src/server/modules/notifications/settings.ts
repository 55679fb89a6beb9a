import { and, asc, eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { notifications, notificationUser } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { notFound } from '../../http/api-error';

/**
 * Per-user notification settings (`dashboard/user/notifications`): every switchable kind with the caller's
 * pivot `notification{user_id, notification_id, active}`; a kind never touched is on.
 */

export async function listSettings(ctx: AppContext, auth: AuthUser) {
  const rows = await ctx.db
    .select({ kind: notifications, pref: notificationUser })
    .from(notifications)
    .leftJoin(notificationUser, and(eq(notificationUser.notificationId, notifications.id), eq(notificationUser.userId, auth.user.id)))
    .orderBy(asc(notifications.id));
  return rows.map(({ kind, pref }) => ({
    id: kind.id,
    type: kind.type,
    payload: kind.payload ?? {},
    notification: { user_id: auth.user.id, notification_id: kind.id, active: pref?.active ?? true },
  }));
}

/** Unknown kind ids → 404 and nothing changes. */
export async function updateSettings(ctx: AppContext, auth: AuthUser, input: { notifications: { notification_id: number; active: boolean }[] }) {
  const wanted = new Map(input.notifications.map((n) => [n.notification_id, n.active]));
  const ids = [...wanted.keys()];
  return ctx.db.transaction(async (tx) => {
    const known = await tx.select({ id: notifications.id }).from(notifications).where(inArray(notifications.id, ids));
    if (known.length !== ids.length) throw notFound();
    const now = ctx.clock.now();
    for (const [notificationId, active] of wanted) {
      await tx
        .insert(notificationUser)
        .values({ userId: auth.user.id, notificationId, active })
        .onConflictDoUpdate({ target: [notificationUser.userId, notificationUser.notificationId], set: { active, updatedAt: now } });
    }
    return null;
  });
}
