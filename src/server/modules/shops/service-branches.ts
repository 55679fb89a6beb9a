import type { AppContext } from '../../context';
import { notFound } from '../../http/api-error';
import { paginate } from '../../http/envelope';
import type { RequestInfo } from '../../http/route';
import { presentBranch, presentShop } from './present';
import * as m from './queries-misc';

/** Pickup branches with their title and shop (id, translation, logo…): one statement per page whatever its size. */

const BASE = '/api/v1/rest';

const present = (rows: m.BranchRead[]) => rows.map((r) => presentBranch(r.branch, r.text, presentShop(r.shop, 1, { text: r.shopText })));

export async function listBranches(ctx: AppContext, req: RequestInfo, args: { page: number; perPage: number; shop_id?: number }, path: string) {
  const { rows, total } = await m.pageBranches(ctx.db, { limit: args.perPage, offset: (args.page - 1) * args.perPage }, req.locale, args.shop_id);
  return paginate(present(rows), total, args.page, args.perPage, `${BASE}${path}`, req.search);
}

export async function showBranch(ctx: AppContext, req: RequestInfo, id: number) {
  const row = await m.findBranch(ctx.db, id, req.locale);
  if (!row) throw notFound();
  const [branch] = present([row]);
  return branch;
}
