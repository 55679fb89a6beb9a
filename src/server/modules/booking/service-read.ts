import type { AppContext } from '../../context';
import { notFound } from '../../http/api-error';
import { paginate } from '../../http/envelope';
import type { RequestInfo } from '../../http/route';
import { shopTexts } from '../shops/queries-list';
import { formatStamp } from '@/contract/booking-slots';
import { presentBookingShop, presentConfig, presentSection, presentTable } from './present';
import * as q from './queries-read';
import { liveIntervals } from './queries-bookings';

/** Public reads of table reservations (contract §3.10): shops that take them, their sections, tables and booked times. */

const BASE = '/api/v1/rest/booking';
type Page = { page: number; perPage: number };
const windowOf = (p: Page) => ({ limit: p.perPage, offset: (p.page - 1) * p.perPage });

async function bookingShops(ctx: AppContext, rows: Awaited<ReturnType<typeof q.findBookingShop>>[], locale: string) {
  const shops = rows.filter((s) => s !== undefined);
  const ids = shops.map((s) => s.id);
  const [texts, hours, configs] = await Promise.all([shopTexts(ctx.db, ids, locale), q.bookingHoursOf(ctx.db, ids), q.configsOf(ctx.db, ids)]);
  return shops.map((shop) =>
    presentBookingShop(shop, {
      text: texts.get(shop.id),
      days: hours.days.filter((d) => d.shopId === shop.id),
      closed: hours.closed.filter((d) => d.shopId === shop.id),
      config: configs.get(shop.id),
    }),
  );
}

export async function listShops(ctx: AppContext, req: RequestInfo, args: Page) {
  const { rows, total } = await q.pageBookingShops(ctx.db, windowOf(args));
  return paginate(await bookingShops(ctx, rows, req.locale), total, args.page, args.perPage, `${BASE}/shops/paginate`, req.search);
}

export async function showShop(ctx: AppContext, req: RequestInfo, id: number) {
  const [shop] = await bookingShops(ctx, [await q.findBookingShop(ctx.db, id)], req.locale);
  if (!shop) throw notFound();
  return shop;
}

export async function listConfigs(ctx: AppContext, req: RequestInfo, args: Page & { shop_id?: number }) {
  const { rows, total } = await q.pageConfigs(ctx.db, args.shop_id, windowOf(args));
  return paginate(rows.map(presentConfig), total, args.page, args.perPage, `${BASE}/bookings`, req.search);
}

export async function listSections(ctx: AppContext, req: RequestInfo, args: Page & { shop_id: number }) {
  const { rows, total } = await q.pageSections(ctx.db, args.shop_id, windowOf(args));
  const texts = await q.sectionTexts(ctx.db, rows.map((r) => r.id), req.locale);
  return paginate(rows.map((r) => presentSection(r, texts.get(r.id))), total, args.page, args.perPage, `${BASE}/shop-sections`, req.search);
}

export async function showSection(ctx: AppContext, req: RequestInfo, id: number) {
  const row = await q.findSection(ctx.db, id);
  if (!row) throw notFound();
  return presentSection(row, (await q.sectionTexts(ctx.db, [id], req.locale)).get(id));
}

export async function listTables(ctx: AppContext, req: RequestInfo, args: Page & { shop_section_id: number }) {
  const section = await q.findSection(ctx.db, args.shop_section_id);
  if (!section) throw notFound();
  const [{ rows, total }, texts] = await Promise.all([q.pageTables(ctx.db, section.id, windowOf(args)), q.sectionTexts(ctx.db, [section.id], req.locale)]);
  const shown = presentSection(section, texts.get(section.id));
  return paginate(rows.map((t) => presentTable(t, shown)), total, args.page, args.perPage, `${BASE}/tables`, req.search);
}

/** Bare array of the table's booked intervals that touch [date_from 00:00, date_to 24:00) UTC. */
export async function disableDates(ctx: AppContext, tableId: number, args: { date_from: string; date_to: string }) {
  if (!(await q.findTable(ctx.db, tableId))) throw notFound();
  const from = new Date(`${args.date_from}T00:00:00Z`);
  const to = new Date(Date.parse(`${args.date_to}T00:00:00Z`) + 86_400_000);
  const rows = await liveIntervals(ctx.db, tableId, from, to);
  return rows.map((r) => ({ start_date: formatStamp(r.start.getTime()), end_date: formatStamp(r.end.getTime()) }));
}
