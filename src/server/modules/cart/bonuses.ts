import { and, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { anyOf, preparedQuery } from '../../db/prepared';
import { bonuses, stocks } from '../../db/schema';
import * as q from './queries';
import type { CartTotals } from './totals';

/**
 * Free bonus lines (contract §7), kept as `bonus = true` rows with price 0:
 * - stock rule (type count): every `value` units of a line add bonus_quantity·⌊qty/value⌋ units of the bonus
 *   stock, as a child of that line (parent_id = the line), so it goes when the line goes;
 * - shop rule (type sum): once the cart total reaches `value`, one top-level bonus line in the owner's part.
 * Quantities are capped by the bonus stock left; rows are only written when they differ.
 */

interface WantedBonus {
  userCartId: number;
  stockId: number;
  parentId: number | null;
  quantity: number;
}

const keyOf = (b: { userCartId: number; stockId: number; parentId: number | null }) => `${b.userCartId}:${b.stockId}:${b.parentId ?? ''}`;

/** Running count rules of the given stocks with the quantity left of their bonus stock. */
async function countRules(db: Db, stockIds: number[], now: Date) {
  if (!stockIds.length) return [];
  return countRulesQuery(db, { stockIds, now });
}

/** On every cart write: built once (ADR 0018). */
const countRulesQuery = preparedQuery('cart_count_bonus_rules', (db) =>
  db
    .select({ rule: bonuses, left: stocks.quantity })
    .from(bonuses)
    .innerJoin(stocks, eq(stocks.id, bonuses.bonusStockId))
    .where(
      and(
        anyOf(bonuses.stockId, 'stockIds'),
        eq(bonuses.type, 'count'),
        eq(bonuses.status, true),
        or(isNull(bonuses.expiredAt), gt(bonuses.expiredAt, sql.placeholder('now'))),
      ),
    ),
);

/** Writes the bonus lines `totals` call for; true when any line was written or removed. */
export async function syncBonusLines(db: Db, totals: CartTotals, ownerUserCartId: number, now: Date): Promise<boolean> {
  const regular = totals.lines.filter((l) => !l.bonus);
  const rules = await countRules(db, [...new Set(regular.map((l) => l.stockId))], now);
  const wanted: WantedBonus[] = [];
  for (const line of regular) {
    for (const { rule, left } of rules.filter((r) => r.rule.stockId === line.stockId)) {
      const quantity = Math.min(left, rule.bonusQuantity * Math.floor(line.quantity / rule.value));
      if (quantity > 0) wanted.push({ userCartId: line.userCartId, stockId: rule.bonusStockId, parentId: line.cartDetailId, quantity });
    }
  }
  if (totals.bonusShop) {
    const { bonusStockId, bonusQuantity } = totals.bonusShop;
    wanted.push({ userCartId: ownerUserCartId, stockId: bonusStockId, parentId: null, quantity: bonusQuantity });
  }

  const have = new Map(totals.lines.filter((l) => l.bonus).map((l) => [keyOf({ ...l, parentId: l.parentCartDetailId }), l]));
  const wantedKeys = new Set(wanted.map(keyOf));
  const stale = [...have.entries()].filter(([k]) => !wantedKeys.has(k)).map(([, l]) => l.cartDetailId);
  const changed = wanted.filter((w) => have.get(keyOf(w))?.quantity !== w.quantity);
  await q.deleteLineIds(db, stale);
  await q.upsertLines(db, changed.map((w) => ({ ...w, bonus: true, price: 0, discount: 0 })));
  return stale.length > 0 || changed.length > 0;
}
