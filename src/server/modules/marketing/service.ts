import type { AppContext } from '../../context';
import { notFound } from '../../http/api-error';
import { paginate } from '../../http/envelope';
import type { RequestInfo } from '../../http/route';
import { presentShopBrief } from '../catalog/present';
import { shopTexts } from '../catalog/texts';
import { presentBanner } from './present';
import * as q from './queries';

/** Banners (promotions) and ads: a list is three statements, a banner with its shop page five. */

interface PageArgs {
  page: number;
  perPage: number;
}

const windowOf = ({ page, perPage }: PageArgs): q.PageWindow => ({ limit: perPage, offset: (page - 1) * perPage });
const BASE = '/api/v1/rest';
const listPath = (type: q.BannerType) => (type === 'ads' ? `${BASE}/banners-ads` : `${BASE}/banners/paginate`);

export async function listBanners(ctx: AppContext, req: RequestInfo, type: q.BannerType, args: PageArgs) {
  const { rows, total } = await q.listBanners(ctx.db, type, ctx.clock.now(), windowOf(args), req.locale);
  const data = rows.map((r) => presentBanner(r.banner, r.text));
  return paginate(data, total, args.page, args.perPage, listPath(type), req.search);
}

/** One banner or ad with a page of the shops it promotes (`page`, `perPage`) and their total. */
export async function showBanner(ctx: AppContext, req: RequestInfo, type: q.BannerType, id: number, args: PageArgs) {
  const row = await q.findBanner(ctx.db, type, id, ctx.clock.now());
  if (!row) throw notFound();
  const [texts, shopPage] = await Promise.all([q.bannerTexts(ctx.db, [row.id], req.locale), q.bannerShopPage(ctx.db, row.id, windowOf(args))]);
  const sTexts = await shopTexts(ctx.db, shopPage.rows.map((s) => s.id), req.locale);
  return {
    ...presentBanner(row, texts.get(row.id)),
    shops: shopPage.rows.map((s) => presentShopBrief(s, sTexts.get(s.id))),
    shops_count: shopPage.total,
  };
}
