import { formatTimestamp, omitFalsy } from '@/contract/format';
import { toDisplay } from '@/lib/money';
import type { branches, branchTranslations, discounts, reviews, shopClosedDates, shops, shopTranslations, shopWorkingDays } from '../../db/schema';
import type { BonusRow } from './queries-page';
import type { TagView } from './queries-relations';

/** Response shapes of the shop routes (contract §3.2, §4 Shop); money in the requested currency. */

type Shop = typeof shops.$inferSelect;
type ShopText = typeof shopTranslations.$inferSelect;
type Text = { id: number; locale: string; title: string };

const stamps = (row: { createdAt: Date; updatedAt: Date }) => ({
  created_at: formatTimestamp(row.createdAt),
  updated_at: formatTimestamp(row.updatedAt),
});

export const presentShopText = (t: ShopText | undefined) =>
  t ? omitFalsy({ id: t.id, locale: t.locale, title: t.title, description: t.description, address: t.address }) : undefined;

export const presentTitle = (t: Text | undefined) => (t ? { id: t.id, locale: t.locale, title: t.title } : undefined);

export const presentTag = (tag: TagView) => ({ id: tag.id, img: tag.img ?? undefined, translation: presentTitle(tag.text) });

export const presentWorkingDay = (d: typeof shopWorkingDays.$inferSelect) => ({ id: d.id, day: d.day, from: d.from, to: d.to, disabled: d.disabled });

export const presentClosedDate = (d: typeof shopClosedDates.$inferSelect) => ({ id: d.id, day: d.day });

export interface ShopParts {
  text?: ShopText;
  tags?: TagView[];
  days?: (typeof shopWorkingDays.$inferSelect)[];
  closed?: (typeof shopClosedDates.$inferSelect)[];
}

/** The Shop object of lists and the shop page; relations present only when loaded. */
export function presentShop(s: Shop, rate: number, parts: ShopParts) {
  return {
    id: s.id,
    uuid: s.uuid,
    user_id: s.userId,
    type: s.type,
    tax: s.tax,
    percentage: s.percentage,
    location: s.location,
    phone: s.phone ?? undefined,
    show_type: s.showType,
    open: s.open,
    visibility: s.visibility,
    verify: s.verify,
    background_img: s.backgroundImg ?? undefined,
    logo_img: s.logoImg ?? undefined,
    min_amount: toDisplay(s.minAmount, rate),
    status: s.status,
    delivery_time: s.deliveryTime ?? undefined,
    price: toDisplay(s.price, rate),
    price_per_km: toDisplay(s.pricePerKm, rate),
    service_fee: s.serviceFee,
    rating_avg: s.ratingAvg,
    reviews_count: s.reviewsCount,
    ...stamps(s),
    translation: presentShopText(parts.text),
    tags: parts.tags?.map(presentTag),
    shop_working_days: parts.days?.map(presentWorkingDay),
    shop_closed_date: parts.closed?.map(presentClosedDate),
  };
}

export function presentBonus(row: BonusRow | undefined, rate: number) {
  if (!row) return undefined;
  const { bonus, stock, product, translation } = row;
  return {
    id: bonus.id,
    type: bonus.type,
    value: bonus.type === 'sum' ? toDisplay(bonus.value, rate) : bonus.value,
    bonus_quantity: bonus.bonusQuantity,
    bonus_stock_id: bonus.bonusStockId,
    expired_at: formatTimestamp(bonus.expiredAt),
    status: bonus.status,
    bonusStock: {
      id: stock.id,
      countable_id: stock.productId,
      price: toDisplay(stock.price, rate),
      quantity: stock.quantity,
      product: omitFalsy({ id: product.id, uuid: product.uuid, img: product.img, translation: translation ?? undefined }),
    },
  };
}

export function presentDiscount(d: typeof discounts.$inferSelect, rate: number) {
  return omitFalsy({
    id: d.id,
    shop_id: d.shopId,
    type: d.type,
    price: d.type === 'percent' ? d.percent : toDisplay(d.price ?? 0, rate),
    start: d.start,
    end: d.end,
    active: d.active,
    img: d.img,
  });
}

export function presentReview(r: { review: typeof reviews.$inferSelect; user: { firstname: string | null; lastname: string | null; img: string | null } }) {
  return {
    ...omitFalsy({ id: r.review.id, rating: r.review.rating, comment: r.review.comment, img: r.review.img, order_id: r.review.orderId }),
    ...stamps(r.review),
    user: omitFalsy({ firstname: r.user.firstname, lastname: r.user.lastname, img: r.user.img }),
  };
}

export function presentBranch(
  b: typeof branches.$inferSelect,
  text: typeof branchTranslations.$inferSelect | undefined,
  shop: ReturnType<typeof presentShop> | undefined,
) {
  return { id: b.id, shop_id: b.shopId, address: b.address, location: b.location, ...stamps(b), translation: presentTitle(text), shop };
}
