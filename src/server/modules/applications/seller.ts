import { eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { sellerApplicationBody, shopStatusBody } from '@/contract/schemas/applications';
import { toMinor } from '@/lib/money';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { assignShopTags, categories, settings, shopCategories, shops, shopTags, shopTranslations, users } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { ApiError, notFound } from '../../http/api-error';
import { publishNotification } from '../notifications/publish';
import { presentShop } from '../shops/present';
import { shopTexts } from '../shops/queries-list';
import { promotedRole, requireAdmin } from './admin';

/**
 * The seller application ("be-seller"): a shop created with status `new` that an admin approves (the owner then
 * gets the seller role) or rejects. One shop per user (contract: errors 205/206 when the user already has one).
 */

type SellerApplication = z.infer<typeof sellerApplicationBody>;
type ShopAnswer = z.infer<typeof shopStatusBody>;

/** Where a shop without a location is placed until the seller sets one: the storefront's default position. */
async function defaultPoint(db: Db) {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, 'default_location')).limit(1);
  const [latitude, longitude] = (row?.value ?? '').split(',').map(Number);
  const valid = Number.isFinite(latitude) && Number.isFinite(longitude) && Math.abs(latitude) <= 90 && Math.abs(longitude) <= 180;
  return valid ? { latitude, longitude } : { latitude: 0, longitude: 0 };
}

/** Only ids that exist are linked: a stale or made-up id is dropped, never a failed insert. */
async function existingIds(db: Db, table: typeof categories | typeof shopTags, ids: number[] | undefined) {
  if (!ids?.length) return [];
  const rows = await db.select({ id: table.id }).from(table).where(inArray(table.id, [...new Set(ids)]));
  return rows.map((r) => r.id);
}

async function present(ctx: AppContext, shop: typeof shops.$inferSelect, locale: string) {
  const texts = await shopTexts(ctx.db, [shop.id], locale);
  return { ...presentShop(shop, 1, { text: texts.get(shop.id) }), status_note: shop.statusNote ?? undefined };
}

export async function applyAsSeller(ctx: AppContext, auth: AuthUser, body: SellerApplication, locale: string) {
  const point = body.location ?? (await defaultPoint(ctx.db));
  const shop = await ctx.db.transaction(async (tx) => {
    // The user row is the lock: two applications sent at once cannot both find "no shop yet".
    await tx.select({ id: users.id }).from(users).where(eq(users.id, auth.user.id)).for('update');
    const [existing] = await tx.select({ id: shops.id }).from(shops).where(eq(shops.userId, auth.user.id)).limit(1);
    if (existing) throw new ApiError('SHOP_EXISTS');
    const [row] = await tx
      .insert(shops)
      .values({
        userId: auth.user.id,
        type: body.type,
        status: 'new',
        location: point,
        latitude: point.latitude,
        longitude: point.longitude,
        phone: body.phone,
        logoImg: body.images?.[0] ?? null,
        backgroundImg: body.images?.[1] ?? null,
        minAmount: toMinor(body.min_amount ?? 0),
        price: toMinor(body.price ?? 0),
        pricePerKm: toMinor(body.price_per_km ?? 0),
        tax: body.tax ?? 0,
        deliveryTime: body.delivery_time_type
          ? { type: body.delivery_time_type, from: String(body.delivery_time_from ?? 0), to: String(body.delivery_time_to ?? 0) }
          : null,
        // Not listed anywhere until an admin approves it.
        open: false,
        visibility: false,
      })
      .returning();
    const locales = Object.keys(body.title);
    await tx.insert(shopTranslations).values(
      locales.map((lang) => ({ shopId: row.id, locale: lang, title: body.title[lang], description: body.description?.[lang] ?? null, address: body.address?.[lang] ?? null })),
    );
    const [categoryIds, tagIds] = await Promise.all([existingIds(tx, categories, body.categories), existingIds(tx, shopTags, body.tags)]);
    if (categoryIds.length) await tx.insert(shopCategories).values(categoryIds.map((categoryId) => ({ shopId: row.id, categoryId })));
    if (tagIds.length) await tx.insert(assignShopTags).values(tagIds.map((shopTagId) => ({ shopId: row.id, shopTagId })));
    return row;
  });
  return present(ctx, shop, locale);
}

/** The caller's own shop, whatever its status (404 before applying). */
export async function myShop(ctx: AppContext, auth: AuthUser, locale: string) {
  const [shop] = await ctx.db.select().from(shops).where(eq(shops.userId, auth.user.id)).orderBy(shops.id).limit(1);
  if (!shop) throw notFound('You have no shop yet');
  return present(ctx, shop, locale);
}

/** An admin approves (owner becomes a seller, shop opens) or rejects a new application; the owner is told. */
export async function answerShop(ctx: AppContext, auth: AuthUser, shopId: number, answer: ShopAnswer, locale: string) {
  requireAdmin(auth);
  const shop = await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(shops).where(eq(shops.id, shopId)).for('update');
    if (!current) throw notFound();
    if (current.status === answer.status) throw new ApiError('CONFLICT', { message: `The shop is already ${answer.status}` });
    const approved = answer.status === 'approved';
    const [row] = await tx
      .update(shops)
      .set({ status: answer.status, statusNote: answer.status_note ?? null, open: approved, visibility: approved, updatedAt: ctx.clock.now() })
      .where(eq(shops.id, shopId))
      .returning();
    if (approved) {
      const [owner] = await tx.select({ role: users.role }).from(users).where(eq(users.id, current.userId)).for('update');
      await tx.update(users).set({ role: promotedRole(owner.role, 'seller') }).where(eq(users.id, current.userId));
    }
    await publishNotification(tx, {
      userId: current.userId,
      type: 'status_changed',
      title: approved ? 'Your shop application was approved' : 'Your shop application was rejected',
      body: answer.status_note,
      data: { id: shopId, type: 'shop', status: answer.status },
    });
    return row;
  });
  return present(ctx, shop, locale);
}
