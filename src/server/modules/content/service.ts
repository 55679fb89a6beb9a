import { ABOUT_PAGE_TYPES, PAGE_TYPES } from '@/contract/schemas/content';
import type { AppContext } from '../../context';
import { notFound } from '../../http/api-error';
import { paginate } from '../../http/envelope';
import type { RequestInfo } from '../../http/route';
import { presentBlog, presentCareer, presentFaq, presentPage, presentText } from './present';
import * as q from './queries';
import { blogTexts, careerTexts, categoryTexts, faqTexts, pageTexts, policyText, termText } from './texts';

/**
 * Content reads: a list is at most four statements whatever its size (count + page of rows, then the
 * translations of every row on the page, and of their categories, each in one query).
 */

interface PageArgs {
  page: number;
  perPage: number;
}

const windowOf = ({ page, perPage }: PageArgs): q.PageWindow => ({ limit: perPage, offset: (page - 1) * perPage });
const BASE = '/api/v1/rest';

export async function listBlogs(ctx: AppContext, req: RequestInfo, args: PageArgs & { type: string }) {
  const { rows, total } = await q.listBlogs(ctx.db, args.type, ctx.clock.now(), windowOf(args));
  const texts = await blogTexts(ctx.db, rows.map((r) => r.id), req.locale);
  const data = rows.map((r) => presentBlog(r, texts.get(r.id)));
  return paginate(data, total, args.page, args.perPage, `${BASE}/blogs/paginate`, req.search);
}

export async function showBlog(ctx: AppContext, req: RequestInfo, uuid: string) {
  const row = await q.findBlog(ctx.db, uuid, ctx.clock.now());
  if (!row) throw notFound();
  const texts = await blogTexts(ctx.db, [row.id], req.locale);
  return presentBlog(row, texts.get(row.id));
}

export async function lastBlog(ctx: AppContext, req: RequestInfo) {
  const row = await q.latestBlog(ctx.db, ctx.clock.now());
  if (!row) throw notFound();
  const texts = await blogTexts(ctx.db, [row.id], req.locale);
  return presentBlog(row, texts.get(row.id));
}

async function presentCareers(ctx: AppContext, rows: q.CareerRow[], locale: string) {
  const categoryIds = [...new Set(rows.flatMap((r) => (r.category ? [r.category.id] : [])))];
  const [texts, categoryTextMap] = await Promise.all([
    careerTexts(ctx.db, rows.map((r) => r.career.id), locale),
    categoryTexts(ctx.db, categoryIds, locale),
  ]);
  return rows.map((r) => presentCareer(r, texts.get(r.career.id), r.category ? categoryTextMap.get(r.category.id) : undefined));
}

export async function listCareers(ctx: AppContext, req: RequestInfo, args: PageArgs & { sort?: q.SortOrder }) {
  const { rows, total } = await q.listCareers(ctx.db, windowOf(args), args.sort);
  const data = await presentCareers(ctx, rows, req.locale);
  return paginate(data, total, args.page, args.perPage, `${BASE}/careers/paginate`, req.search);
}

export async function showCareer(ctx: AppContext, req: RequestInfo, id: number) {
  const row = await q.findCareer(ctx.db, id);
  if (!row) throw notFound();
  const [career] = await presentCareers(ctx, [row], req.locale);
  return career;
}

export async function listFaqs(ctx: AppContext, req: RequestInfo, args: PageArgs & { type?: string; sort?: q.SortOrder }) {
  const { rows, total } = await q.listFaqs(ctx.db, windowOf(args), args.type, args.sort);
  const texts = await faqTexts(ctx.db, rows.map((r) => r.id), req.locale);
  const data = rows.map((r) => presentFaq(r, texts.get(r.id)));
  return paginate(data, total, args.page, args.perPage, `${BASE}/faqs/paginate`, req.search);
}

/** `all_about` = the four about sections in order; another type filters exactly; none = every page. */
export async function listPages(ctx: AppContext, req: RequestInfo, args: PageArgs & { type?: string }) {
  const types = args.type === 'all_about' ? ABOUT_PAGE_TYPES : args.type ? [args.type] : PAGE_TYPES;
  const { rows, total } = await q.listPages(ctx.db, types, windowOf(args));
  const texts = await pageTexts(ctx.db, rows.map((r) => r.id), req.locale);
  const data = rows.map((r) => presentPage(r, texts.get(r.id)));
  return paginate(data, total, args.page, args.perPage, `${BASE}/pages/paginate`, req.search);
}

export async function showPage(ctx: AppContext, req: RequestInfo, type: string) {
  const row = await q.findPage(ctx.db, type);
  if (!row) throw notFound();
  const texts = await pageTexts(ctx.db, [row.id], req.locale);
  return presentPage(row, texts.get(row.id));
}

export async function showPolicy(ctx: AppContext, req: RequestInfo) {
  const row = await q.latestPolicy(ctx.db);
  if (!row) throw notFound();
  return { id: row.id, translation: presentText(await policyText(ctx.db, row.id, req.locale)) };
}

export async function showTerm(ctx: AppContext, req: RequestInfo) {
  const row = await q.latestTerm(ctx.db);
  if (!row) throw notFound();
  return { id: row.id, translation: presentText(await termText(ctx.db, row.id, req.locale)) };
}

export async function showLandingPage(ctx: AppContext, type: string) {
  const row = await q.findLandingPage(ctx.db, type);
  if (!row) throw notFound();
  return { id: row.id, type: row.type, data: row.data };
}
