import { formatTimestamp } from '@/contract/format';
import type { AppContext } from '../../context';
import { notFound } from '../../http/api-error';
import type { RequestInfo } from '../../http/route';
import { resolveCurrency } from '../users/queries';
import { today } from './menu';
import { presentListedProduct, presentProduct, presentShopBrief, presentStock, presentTranslation } from './present';
import * as pq from './product-queries';
import * as q from './queries';
import { stockExtrasIn } from './extras';
import { productTexts, shopTexts, unitWithText } from './texts';

/**
 * One product with its stocks, extras, add-ons and bonuses (`rest/products/{uuid}`): a bounded number of
 * statements whatever the number of stocks and add-ons (each relation is read for all stocks at once).
 */
export async function showProduct(ctx: AppContext, req: RequestInfo, uuid: string, currencyId?: number) {
  const now = ctx.clock.now();
  const [currency, found] = await Promise.all([resolveCurrency(ctx.db, currencyId), pq.findProduct(ctx.db, uuid)]);
  if (!found) throw notFound();
  const { product, shop } = found;
  const rate = currency?.rate ?? 1;
  const [stocks, reviewsCount, unit, shopText] = await Promise.all([
    q.stocksOf(ctx.db, product.id),
    pq.productReviewsCount(ctx.db, product.id),
    unitWithText(ctx.db, product.unitId, req.locale),
    shopTexts(ctx.db, [shop.id], req.locale),
  ]);
  const stockIds = stocks.map((s) => s.id);
  const [extras, addons, bonuses] = await Promise.all([
    stockExtrasIn(ctx.db, stockIds, req.locale),
    pq.stockAddonProducts(ctx.db, stockIds),
    pq.stockBonuses(ctx.db, stockIds, now),
  ]);
  const addonIds = [...new Set(addons.map((a) => a.product.id))];
  const ids = [product.id, ...addonIds];
  const [texts, discounts, addonStocks] = await Promise.all([
    productTexts(ctx.db, ids, req.locale),
    q.activeDiscounts(ctx.db, ids, today(now)),
    q.firstStocks(ctx.db, addonIds),
  ]);

  const parts = (id: number) => ({ text: texts.get(id), discounts: discounts.get(id), rate });
  const presentedStocks = stocks.map((s) => {
    const bonus = bonuses.find((b) => b.stockId === s.id);
    return {
      ...presentStock(s, product, discounts.get(product.id), rate),
      extras: extras.get(s.id) ?? [],
      addons: addons
        .filter((a) => a.link.stockId === s.id && addonStocks.has(a.product.id))
        .map((a) => ({
          id: a.link.id,
          stock_id: a.link.stockId,
          addon_id: a.link.addonId,
          product: presentListedProduct(a.product, addonStocks.get(a.product.id), parts(a.product.id)),
        })),
      bonus: bonus
        ? { id: bonus.id, type: bonus.type, value: bonus.value, bonus_quantity: bonus.bonusQuantity, bonus_stock_id: bonus.bonusStockId, expired_at: formatTimestamp(bonus.expiredAt), status: bonus.status }
        : undefined,
    };
  });
  return {
    ...presentProduct(product, parts(product.id)),
    reviews_count: reviewsCount,
    unit: unit ? { id: unit.unit.id, active: unit.unit.active, position: unit.unit.position, translation: presentTranslation(unit.text) } : undefined,
    shop: presentShopBrief(shop, shopText.get(shop.id)),
    stocks: presentedStocks,
  };
}
