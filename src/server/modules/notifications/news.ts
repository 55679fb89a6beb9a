import { sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { blogs, blogTranslations, notifications, notificationUser, pushNotifications, users } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import type { RequestInfo } from '../../http/route';
import { presentBlog } from '../content/present';
import { BROADCAST, notifyUserFeed } from './events';
import type { NotificationKind } from './kinds';

/**
 * Publishes a news item (a blog of type `notification`, listed by `rest/blogs/paginate?type=notification`)
 * and, in the same transaction, puts a `news_publish` notification in the feed of every active user who has
 * not switched news (kind `push`) off; one broadcast event then refreshes every open badge.
 */

/** The kind news_publish belongs to (kinds.ts). */
const NEWS_KIND: NotificationKind = 'push';

export async function publishNews(ctx: AppContext, req: RequestInfo, auth: AuthUser, input: { title: string; short_desc?: string; description?: string }) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [blog] = await tx.insert(blogs).values({ userId: auth.user.id, type: 'notification', active: true, publishedAt: now, createdAt: now, updatedAt: now }).returning();
    const [text] = await tx
      .insert(blogTranslations)
      .values({ blogId: blog.id, locale: req.locale, title: input.title, shortDesc: input.short_desc ?? null, description: input.description ?? null })
      .returning();
    const data = JSON.stringify({ id: blog.id, uuid: blog.uuid, type: 'news' });
    const result = await tx.execute(sql`
      insert into ${pushNotifications} (user_id, type, title, body, data)
      select u.id, 'news_publish', ${input.title}, ${input.short_desc ?? null}, ${data}::jsonb
      from ${users} u
      where u.active and not exists (
        select 1 from ${notificationUser} nu join ${notifications} n on n.id = nu.notification_id
        where nu.user_id = u.id and n.type = ${NEWS_KIND} and nu.active = false)
      returning id`);
    await notifyUserFeed(tx, { user_id: BROADCAST, id: 0, type: 'news_publish' });
    return { ...presentBlog(blog, text), notified: (result as unknown as { rows: unknown[] }).rows.length };
  });
}
