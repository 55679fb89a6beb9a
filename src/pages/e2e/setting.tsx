import { sql } from 'drizzle-orm';
import type { GetServerSideProps } from 'next';
import { securedPage } from '@/ui/ssr/page-security';
import { getDefaultContext } from '@/server';
import { resetRenderCaches } from '@/ui/ssr/cache-resets';

/** Settings an end-to-end test may flip (there is no admin settings API). */
const FLIPPABLE = new Set(['group_order']);

/**
 * Exists only when E2E_HOOKS=1 (the end-to-end server): `GET /e2e/setting?key=group_order&value=0` writes the
 * setting and empties the render caches, so the next page shows it; `?key=caches` only empties them. Anything
 * else is 404.
 */
export default function SettingHook() {
  return null;
}

export const getServerSideProps: GetServerSideProps = securedPage(async (ctx) => {
  const key = String(ctx.query.key ?? '');
  const value = String(ctx.query.value ?? '');
  if (process.env.E2E_HOOKS !== '1') return { notFound: true };
  if (key !== 'caches') {
    if (!FLIPPABLE.has(key) || !/^[01]$/.test(value)) return { notFound: true };
    const app = await getDefaultContext();
    await app.db.execute(sql`update settings set value = ${value}, updated_at = now() where key = ${key}`);
  }
  resetRenderCaches();
  ctx.res.setHeader('Content-Type', 'application/json');
  ctx.res.setHeader('Cache-Control', 'no-store');
  ctx.res.end(JSON.stringify({ key, value }));
  return { props: {} };
});
