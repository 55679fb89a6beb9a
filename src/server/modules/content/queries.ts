import { and, asc, count, desc, eq, inArray, lte, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { blogs, careers, categories, faqs, landingPages, pages, privacyPolicies, termConditions } from '../../db/schema';

/** Row reads of the content module; each list is one counted, indexed page read (texts come from texts.ts). */

export interface PageWindow {
  limit: number;
  offset: number;
}

export type SortOrder = 'asc' | 'desc';

const ordered = (column: Parameters<typeof asc>[0], sort: SortOrder = 'desc') => (sort === 'asc' ? asc(column) : desc(column));

/** Visible blog posts: active and already published (index blogs_listing_idx: type, active, published_at). */
const visibleBlog = (now: Date, type?: string): SQL =>
  and(type ? eq(blogs.type, type) : undefined, eq(blogs.active, true), lte(blogs.publishedAt, now))!;

export async function listBlogs(db: Db, type: string, now: Date, win: PageWindow) {
  const where = visibleBlog(now, type);
  const [rows, [total]] = await Promise.all([
    db.select().from(blogs).where(where).orderBy(desc(blogs.publishedAt), desc(blogs.id)).limit(win.limit).offset(win.offset),
    db.select({ n: count() }).from(blogs).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findBlog(db: Db, uuid: string, now: Date) {
  const [row] = await db.select().from(blogs).where(and(eq(blogs.uuid, uuid), visibleBlog(now))).limit(1);
  return row;
}

export async function latestBlog(db: Db, now: Date) {
  const [row] = await db.select().from(blogs).where(visibleBlog(now, 'blog')).orderBy(desc(blogs.publishedAt), desc(blogs.id)).limit(1);
  return row;
}

/** Careers with their category row joined in (one query for both). */
const careerSelect = (db: Db) =>
  db
    .select({
      career: careers,
      category: { id: categories.id, uuid: categories.uuid, type: categories.type, img: categories.img, active: categories.active },
    })
    .from(careers)
    .leftJoin(categories, eq(categories.id, careers.categoryId));

export async function listCareers(db: Db, win: PageWindow, sort?: SortOrder) {
  const where = eq(careers.active, true);
  const [rows, [total]] = await Promise.all([
    careerSelect(db).where(where).orderBy(ordered(careers.id, sort)).limit(win.limit).offset(win.offset),
    db.select({ n: count() }).from(careers).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export type CareerRow = Awaited<ReturnType<typeof listCareers>>['rows'][number];

export async function findCareer(db: Db, id: number) {
  const [row] = await careerSelect(db).where(and(eq(careers.id, id), eq(careers.active, true))).limit(1);
  return row;
}

export async function listFaqs(db: Db, win: PageWindow, type?: string, sort?: SortOrder) {
  const where = and(type ? eq(faqs.type, type) : undefined, eq(faqs.active, true));
  const [rows, [total]] = await Promise.all([
    db.select().from(faqs).where(where).orderBy(ordered(faqs.id, sort)).limit(win.limit).offset(win.offset),
    db.select({ n: count() }).from(faqs).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

/** Active pages of the given types, in the order of `types` (pages.type is unique). */
export async function listPages(db: Db, types: readonly string[], win: PageWindow) {
  const where = and(inArray(pages.type, [...types]), eq(pages.active, true));
  const position = sql`case ${pages.type} ${sql.join(
    types.map((t, i) => sql`when ${t} then ${sql.raw(String(i))}`),
    sql` `,
  )} end`;
  const [rows, [total]] = await Promise.all([
    db.select().from(pages).where(where).orderBy(position).limit(win.limit).offset(win.offset),
    db.select({ n: count() }).from(pages).where(where),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}

export async function findPage(db: Db, type: string) {
  const [row] = await db.select().from(pages).where(and(eq(pages.type, type), eq(pages.active, true))).limit(1);
  return row;
}

/** The latest privacy policy / terms row is the one served. */
export async function latestPolicy(db: Db) {
  const [row] = await db.select().from(privacyPolicies).orderBy(desc(privacyPolicies.id)).limit(1);
  return row;
}

export async function latestTerm(db: Db) {
  const [row] = await db.select().from(termConditions).orderBy(desc(termConditions.id)).limit(1);
  return row;
}

export async function findLandingPage(db: Db, type: string) {
  const [row] = await db.select().from(landingPages).where(eq(landingPages.type, type)).limit(1);
  return row;
}
