import type { AppContext } from '../../context';
import { notFound } from '../../http/api-error';
import { paginate } from '../../http/envelope';
import type { RequestInfo } from '../../http/route';
import { presentBranch, presentShop } from './present';
import * as q from './queries-list';
import * as m from './queries-misc';

/** Pickup branches with their title and shop (id, translation, logo…): 5 statements per page whatever its size. */

const BASE = '/api/v1/rest';

async function present(ctx: AppContext, req: RequestInfo, rows: Awaited<ReturnType<typeof m.pageBranches>>['rows']) {
  const shopIds = [...new Set(rows.map((b) => b.shopId))];
  const [texts, shops, shopTexts] = await Promise.all([
    m.branchTexts(ctx.db, rows.map((b) => b.id), req.locale),
    m.shopsByIds(ctx.db, shopIds),
    q.shopTexts(ctx.db, shopIds, req.locale),
  ]);
  const shopMap = new Map(shops.map((s) => [s.id, presentShop(s, 1, { text: shopTexts.get(s.id) })]));
  return rows.map((b) => presentBranch(b, texts.get(b.id), shopMap.get(b.shopId)));
}

export async function listBranches(ctx: AppContext, req: RequestInfo, args: { page: number; perPage: number; shop_id?: number }, path: string) {
  const { rows, total } = await m.pageBranches(ctx.db, { limit: args.perPage, offset: (args.page - 1) * args.perPage }, args.shop_id);
  return paginate(await present(ctx, req, rows), total, args.page, args.perPage, `${BASE}${path}`, req.search);
}

export async function showBranch(ctx: AppContext, req: RequestInfo, id: number) {
  const row = await m.findBranch(ctx.db, id);
  if (!row) throw notFound();
  const [branch] = await present(ctx, req, [row]);
  return branch;
}
