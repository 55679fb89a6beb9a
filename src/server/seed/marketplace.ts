// Writes the demo marketplace: the plan built by data/plan.ts (pure, shared with
// planMarketplaceImages) is inserted in bulk, table by table, resolving the plan's string keys to
// the generated ids.
import { eq, getTableColumns, getTableName, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import * as s from '../db/schema';
import type { SeededUsers } from './core';
import { buildMarketplacePlan } from './data/plan';
import { insertChunked, type ImagePlan, type SeedDb } from './util';

type Table = Parameters<SeedDb['insert']>[0];
type Ids = Map<string, number>;

/**
 * Bulk insert that ships each chunk as one JSON parameter (`jsonb_to_recordset`): PostgreSQL still
 * checks every constraint, but building the statement costs almost nothing compared with a
 * many-thousand-parameter VALUES list. Rows are grouped by the columns they set, so omitted columns
 * keep their defaults. With `returning`, ids come back in row order: rows are inserted sorted by
 * their position, so the generated identities ascend in that order.
 */
async function insertJson(db: SeedDb, table: Table, rows: object[], returning: boolean): Promise<number[]> {
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const groups = new Map<string, Array<{ row: Record<string, unknown>; at: number }>>();
  rows.forEach((row, at) => {
    const values = row as Record<string, unknown>;
    const set = Object.keys(values).filter((k) => values[k] !== undefined);
    const unknown = set.find((k) => !columns[k]);
    if (unknown) throw new Error(`seed: ${getTableName(table)} has no column "${unknown}"`);
    const signature = set.join(',');
    const group = groups.get(signature);
    if (group) group.push({ row: values, at });
    else groups.set(signature, [{ row: values, at }]);
  });
  const ids: number[] = new Array(rows.length);
  for (const [signature, members] of groups) {
    if (!signature) {
      // Rows of defaults only (e.g. a privacy policy whose texts live in its translations).
      for (const m of members) {
        const result = (await db.execute(sql`insert into ${table} default values returning id`)) as unknown as { rows: Array<{ id: number }> };
        ids[m.at] = Number(result.rows[0].id);
      }
      continue;
    }
    const keys = signature.split(',');
    const names = keys.map((k) => `"${columns[k].name}"`).join(', ');
    const types = keys.map((k) => `"${columns[k].name}" ${columns[k].getSQLType()}`).join(', ');
    await insertChunked(members, 500, async (chunk) => {
      const data = JSON.stringify(chunk.map(({ row }) => Object.fromEntries(keys.map((k) => [columns[k].name, row[k]]))));
      const query = sql`insert into ${table} (${sql.raw(names)}) select ${sql.raw(names)}
        from rows from (jsonb_to_recordset(${data}::jsonb) as (${sql.raw(types)})) with ordinality as x(${sql.raw(names)}, ord) order by ord`;
      if (!returning) return db.execute(query);
      const result = (await db.execute(sql`${query} returning id`)) as unknown as { rows: Array<{ id: number }> };
      const sorted = result.rows.map((r) => Number(r.id)).sort((a, b) => a - b);
      chunk.forEach((m, j) => (ids[m.at] = sorted[j]));
    });
  }
  return ids;
}

const insertIds = (db: SeedDb, table: Table, rows: object[]) => insertJson(db, table, rows, true);
const insertRows = async (db: SeedDb, table: Table, rows: object[]) => void (await insertJson(db, table, rows, false));

/** Inserts keyed rows and returns key → id. */
async function insertKeyed<T extends { key: string }>(db: SeedDb, table: Table, items: T[], row: (item: T) => object, into: Ids = new Map()): Promise<Ids> {
  const ids = await insertIds(db, table, items.map(row));
  items.forEach((item, i) => into.set(item.key, ids[i]));
  return into;
}

/** Translation rows of parents inserted in the same order as `ids`. */
async function insertTr<T>(db: SeedDb, table: Table, fk: string, parents: Array<{ tr: T[] }>, ids: number[]): Promise<void> {
  await insertRows(db, table, parents.flatMap((p, i) => p.tr.map((t) => ({ ...t, [fk]: ids[i] }))));
}

function resolver(ids: Ids, what: string) {
  return (key: string): number => {
    const id = ids.get(key);
    if (id === undefined) throw new Error(`seed: unknown ${what} "${key}"`);
    return id;
  };
}

const idsOf = (items: Array<{ key: string }>, ids: Ids) => items.map((i) => ids.get(i.key)!);

/** The image files the marketplace rows point at, registered without touching the database. */
export function planMarketplaceImages(images: ImagePlan): void {
  // Image names never depend on the seed time.
  buildMarketplacePlan(images, new Date(0));
}

export async function seedMarketplace(db: SeedDb, input: { people: SeededUsers; images: ImagePlan; now: Date }): Promise<void> {
  const { people, images, now } = input;
  const plan = buildMarketplacePlan(images, now);
  const [usd] = await db.select({ id: s.currencies.id }).from(s.currencies).where(eq(s.currencies.default, true)).limit(1);
  const [customer] = await db.select({ phone: s.users.phone }).from(s.users).where(eq(s.users.id, people.customerId));

  // Payment methods and notification kinds: only the ones not seeded yet.
  await db.insert(s.payments).values(plan.payments).onConflictDoNothing({ target: s.payments.tag });
  await db.insert(s.notifications).values(plan.notifications).onConflictDoNothing({ target: s.notifications.type });
  const payment = resolver(new Map((await db.select({ id: s.payments.id, tag: s.payments.tag }).from(s.payments)).map((p) => [p.tag, p.id])), 'payment');

  const userIds = await insertKeyed(db, s.users, plan.users, (u) => u.row);
  const demo: Record<string, number> = { customer: people.customerId, seller: people.sellerId, deliveryman: people.deliverymanId, admin: people.adminId };
  const userOf = (key: string) => demo[key] ?? resolver(userIds, 'user')(key);
  await insertRows(db, s.wallets, plan.users.map((u) => ({ uuid: u.walletUuid, userId: userOf(u.key), currencyId: usd?.id, price: 0 })));

  // Catalogue reference data.
  const categoryIds: Ids = new Map();
  for (const level of [plan.categories.filter((c) => !c.parent), plan.categories.filter((c) => c.parent)]) {
    await insertKeyed(db, s.categories, level, (c) => ({ ...c.row, parentId: c.parent ? categoryIds.get(c.parent) : null }), categoryIds);
    await insertTr(db, s.categoryTranslations, 'categoryId', level, idsOf(level, categoryIds));
  }
  const category = resolver(categoryIds, 'category');
  const brand = resolver(await insertKeyed(db, s.brands, plan.brands, (b) => b.row), 'brand');
  const unitIds = await insertKeyed(db, s.units, plan.units, (u) => u.row);
  await insertTr(db, s.unitTranslations, 'unitId', plan.units, idsOf(plan.units, unitIds));
  const tagIds = await insertKeyed(db, s.shopTags, plan.shopTags, (t) => t.row);
  await insertTr(db, s.shopTagTranslations, 'shopTagId', plan.shopTags, idsOf(plan.shopTags, tagIds));
  const groupIds = await insertKeyed(db, s.extraGroups, plan.extraGroups, (g) => g.row);
  await insertTr(db, s.extraGroupTranslations, 'extraGroupId', plan.extraGroups, idsOf(plan.extraGroups, groupIds));
  const valueIds = await insertKeyed(db, s.extraValues, plan.extraValues, (v) => ({ ...v.row, extraGroupId: groupIds.get(v.group) }));
  await insertTr(db, s.extraValueTranslations, 'extraValueId', plan.extraValues, idsOf(plan.extraValues, valueIds));
  const extraValue = resolver(valueIds, 'extra value');

  // Shops.
  const shopIds = await insertKeyed(db, s.shops, plan.shops, (x) => ({ ...x.row, userId: userOf(x.owner) }));
  const shop = resolver(shopIds, 'shop');
  await insertTr(db, s.shopTranslations, 'shopId', plan.shops, idsOf(plan.shops, shopIds));
  const byShop = <T extends { shop: string; row: object }>(rows: T[]) => rows.map((x) => ({ ...x.row, shopId: shop(x.shop) }));
  await insertRows(db, s.shopWorkingDays, byShop(plan.workingDays));
  await insertRows(db, s.shopClosedDates, byShop(plan.closedDates));
  await insertRows(db, s.shopDeliveryZones, byShop(plan.zones));
  const branchIds = await insertIds(db, s.branches, byShop(plan.branches));
  await insertTr(db, s.branchTranslations, 'branchId', plan.branches, branchIds);
  await insertRows(db, s.shopCategories, plan.shopCategories.map((x) => ({ shopId: shop(x.shop), categoryId: category(x.category) })));
  await insertRows(db, s.assignShopTags, plan.shopTagLinks.map((x) => ({ shopId: shop(x.shop), shopTagId: resolver(tagIds, 'tag')(x.tag) })));
  await insertRows(db, s.shopPayments, plan.shopPayments.map((x) => ({ shopId: shop(x.shop), paymentId: payment(x.payment), status: true })));

  // Products, stocks, variants, add-ons, discounts, bonuses.
  const productIds = await insertKeyed(db, s.products, plan.products, (p) => ({
    ...p.row,
    shopId: shop(p.shop),
    categoryId: category(p.category),
    brandId: p.brand ? brand(p.brand) : null,
    unitId: unitIds.get(p.unit),
  }));
  const product = resolver(productIds, 'product');
  await insertTr(db, s.productTranslations, 'productId', plan.products, idsOf(plan.products, productIds));
  const stock = resolver(await insertKeyed(db, s.stocks, plan.stocks, (x) => ({ ...x.row, productId: product(x.product) })), 'stock');
  await insertRows(db, s.stockExtras, plan.stocks.flatMap((x) => x.values.map((v) => ({ stockId: stock(x.key), extraValueId: extraValue(v) }))));
  await insertRows(db, s.productExtras, plan.productExtras.map((x) => ({ productId: product(x.product), extraGroupId: groupIds.get(x.group) })));
  await insertRows(db, s.stockAddons, plan.stockAddons.map((x) => ({ stockId: stock(x.stock), addonId: product(x.addon) })));
  const discountIds = await insertIds(db, s.discounts, byShop(plan.discounts));
  await insertRows(db, s.productDiscounts, plan.discounts.flatMap((d, i) => d.products.map((p) => ({ productId: product(p), discountId: discountIds[i] }))));
  await insertRows(
    db,
    s.bonuses,
    plan.bonuses.map((b) => ({ ...b.row, shopId: b.shop ? shop(b.shop) : null, stockId: b.stock ? stock(b.stock) : null, bonusStockId: stock(b.bonusStock) })),
  );

  // Delivered orders with lines, history, payment and reviews.
  const orderIds = await insertIds(
    db,
    s.orders,
    plan.orders.map((o) => ({
      ...o.row,
      phone: o.row.phone ?? customer?.phone,
      userId: userOf(o.user),
      shopId: shop(o.shop),
      deliverymanId: people.deliverymanId,
      currencyId: usd?.id,
      paymentId: payment(o.payment),
    })),
  );
  const lines = plan.orders.flatMap((o, oi) => o.details.map((d, di) => ({ ...d, oi, di })));
  const topIds = await insertIds(db, s.orderDetails, lines.filter((d) => d.parent === undefined).map((d) => ({ ...d.row, orderId: orderIds[d.oi], stockId: stock(d.stock) })));
  const lineIds = new Map(lines.filter((d) => d.parent === undefined).map((d, i) => [`${d.oi}:${d.di}`, topIds[i]]));
  await insertRows(
    db,
    s.orderDetails,
    lines.filter((d) => d.parent !== undefined).map((d) => ({ ...d.row, orderId: orderIds[d.oi], stockId: stock(d.stock), parentId: lineIds.get(`${d.oi}:${d.parent}`) })),
  );
  await insertRows(db, s.orderStatusEvents, plan.orders.flatMap((o, oi) => o.events.map((e) => ({ ...e.row, orderId: orderIds[oi], userId: userOf(e.by) }))));
  await insertRows(db, s.transactions, plan.orders.map((o, oi) => ({ ...o.transaction, orderId: orderIds[oi], userId: userOf(o.user), paymentSysId: payment(o.payment) })));
  await insertRows(
    db,
    s.reviews,
    plan.orders.flatMap((o, oi) => o.reviews.map((r) => ({ ...r.row, userId: userOf(o.user), orderId: orderIds[oi], shopId: shop(o.shop), productId: r.product ? product(r.product) : null }))),
  );

  await seedPromotions(db, plan, { shop, product });
  await seedContent(db, plan, userOf, category);
  await seedServices(db, plan, { shop, stock, category });
}

type Plan = ReturnType<typeof buildMarketplacePlan>;
type Resolve = (key: string) => number;

async function seedPromotions(db: SeedDb, plan: Plan, ref: { shop: Resolve; product: Resolve }): Promise<void> {
  const bannerIds = await insertIds(db, s.banners, plan.banners.map((b) => b.row));
  await insertTr(db, s.bannerTranslations, 'bannerId', plan.banners, bannerIds);
  await insertRows(db, s.bannerShops, plan.banners.flatMap((b, i) => b.shops.map((x) => ({ bannerId: bannerIds[i], shopId: ref.shop(x) }))));
  await insertRows(db, s.stories, plan.stories.map((x) => ({ ...x.row, shopId: ref.shop(x.shop), productId: ref.product(x.product) })));
  const [referralId] = await insertIds(db, s.referrals, [plan.referral.row]);
  await insertTr(db, s.referralTranslations, 'referralId', [plan.referral], [referralId]);
  const couponIds = await insertIds(db, s.coupons, plan.coupons.map((c) => ({ ...c.row, shopId: c.shop ? ref.shop(c.shop) : null })));
  await insertTr(db, s.couponTranslations, 'couponId', plan.coupons, couponIds);
}

async function seedContent(db: SeedDb, plan: Plan, userOf: Resolve, category: Resolve): Promise<void> {
  const blogIds = await insertIds(db, s.blogs, plan.blogs.map((b) => ({ ...b.row, userId: userOf(b.author) })));
  await insertTr(db, s.blogTranslations, 'blogId', plan.blogs, blogIds);
  const careerIds = await insertIds(db, s.careers, plan.careers.map((c) => ({ ...c.row, categoryId: category(c.category) })));
  await insertTr(db, s.careerTranslations, 'careerId', plan.careers, careerIds);
  const faqIds = await insertIds(db, s.faqs, plan.faqs.map((f) => f.row));
  await insertTr(db, s.faqTranslations, 'faqId', plan.faqs, faqIds);
  const pageIds = await insertIds(db, s.pages, plan.pages.map((p) => p.row));
  await insertTr(db, s.pageTranslations, 'pageId', plan.pages, pageIds);
  await insertRows(db, s.landingPages, plan.landingPages);
  const [policyId] = await insertIds(db, s.privacyPolicies, [{}]);
  await insertTr(db, s.privacyPolicyTranslations, 'privacyPolicyId', [{ tr: plan.privacy }], [policyId]);
  const [termsId] = await insertIds(db, s.termConditions, [{}]);
  await insertTr(db, s.termConditionTranslations, 'termConditionId', [{ tr: plan.terms }], [termsId]);
}

async function seedServices(db: SeedDb, plan: Plan, ref: { shop: Resolve; stock: Resolve; category: Resolve }): Promise<void> {
  const recipeIds = await insertIds(db, s.recipes, plan.recipes.map((r) => ({ ...r.row, shopId: ref.shop(r.shop), categoryId: ref.category(r.category) })));
  await insertTr(db, s.recipeTranslations, 'recipeId', plan.recipes, recipeIds);
  await insertTr(db, s.recipeIngredients, 'recipeId', plan.recipes.map((r) => ({ tr: r.ingredients })), recipeIds);
  await insertTr(db, s.recipeInstructions, 'recipeId', plan.recipes.map((r) => ({ tr: r.instructions })), recipeIds);
  const nutritions = plan.recipes.flatMap((r, i) => r.nutritions.map((n) => ({ ...n, recipeId: recipeIds[i] })));
  const nutritionIds = await insertIds(db, s.recipeNutritions, nutritions.map((n) => ({ ...n.row, recipeId: n.recipeId })));
  await insertTr(db, s.recipeNutritionTranslations, 'recipeNutritionId', nutritions, nutritionIds);
  await insertRows(db, s.recipeStocks, plan.recipes.flatMap((r, i) => r.stocks.map((x) => ({ recipeId: recipeIds[i], stockId: ref.stock(x.stock), minQuantity: x.minQuantity }))));

  const optionIds = await insertKeyed(db, s.parcelOptions, plan.parcelOptions, () => ({}));
  await insertTr(db, s.parcelOptionTranslations, 'parcelOptionId', plan.parcelOptions, idsOf(plan.parcelOptions, optionIds));
  const typeIds = await insertIds(db, s.parcelTypes, plan.parcelTypes.map((t) => t.row));
  await insertRows(db, s.parcelTypeOptions, plan.parcelTypes.flatMap((t, i) => t.options.map((o) => ({ parcelTypeId: typeIds[i], parcelOptionId: optionIds.get(o) }))));

  const byShop = <T extends { shop: string; row: object }>(rows: T[]) => rows.map((x) => ({ ...x.row, shopId: ref.shop(x.shop) }));
  await insertRows(db, s.bookings, byShop(plan.bookings));
  const sectionIds = await insertIds(db, s.shopSections, byShop(plan.sections));
  await insertTr(db, s.shopSectionTranslations, 'shopSectionId', plan.sections, sectionIds);
  await insertRows(db, s.tables, plan.sections.flatMap((x, i) => x.tables.map((t) => ({ ...t, shopSectionId: sectionIds[i] }))));
  await insertRows(db, s.shopBookingWorkingDays, byShop(plan.bookingWorkingDays));
  await insertRows(db, s.shopBookingClosedDates, byShop(plan.bookingClosedDates));
}
