import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { anyOfIds, preparedQuery } from '../../db/prepared';
import { extraGroups, extraGroupTranslations, extraValues, extraValueTranslations, stockExtras } from '../../db/schema';
import { inWantedLocales, pickTranslation, wantedLocaleValues } from '../i18n/translation';
import { presentTranslation } from './present';

type Text = { id: number; locale: string; title: string };

/**
 * The extra values of stocks ("Size: L", "Crust: Thin") in the contract's shape, by stock id, with the group's
 * and the value's texts in the reader's language, in one statement (the reader's language and the fallback
 * are joined, then one text is picked per value). `value` stays the language-neutral key (a colour code for
 * colour groups); clients show `translation.title` when there is one.
 */
/** On every cart answer: built once (ADR 0018), one generic plan (no bare list parameter, ADR 0042). */
const stockExtrasQuery = preparedQuery('stock_extras_in', (db) =>
  db
    .select({ stockId: stockExtras.stockId, value: extraValues, group: extraGroups, valueText: extraValueTranslations, groupText: extraGroupTranslations })
    .from(stockExtras)
    .innerJoin(extraValues, eq(extraValues.id, stockExtras.extraValueId))
    .innerJoin(extraGroups, eq(extraGroups.id, extraValues.extraGroupId))
    .leftJoin(extraValueTranslations, and(eq(extraValueTranslations.extraValueId, extraValues.id), inWantedLocales(extraValueTranslations.locale)))
    .leftJoin(extraGroupTranslations, and(eq(extraGroupTranslations.extraGroupId, extraGroups.id), inWantedLocales(extraGroupTranslations.locale)))
    .where(anyOfIds(stockExtras.stockId, 'stockIds'))
    .orderBy(asc(extraGroups.id), asc(extraValues.id)),
);

export async function stockExtrasIn(db: Db, stockIds: number[], locale: string) {
  if (!stockIds.length) return new Map<number, StockExtra[]>();
  return presentStockExtras(await stockExtrasQuery(db, { stockIds: [...new Set(stockIds)], ...wantedLocaleValues(locale) }), locale);
}

/** One row of a stock's extra value with one joined text of the value and of its group (each may be missing). */
export interface StockExtraRow {
  stockId: number;
  value: typeof extraValues.$inferSelect;
  group: typeof extraGroups.$inferSelect;
  valueText: Text | null;
  groupText: Text | null;
}
export type StockExtra = ReturnType<typeof presentExtra>;

function presentExtra({ row, valueTexts, groupTexts }: { row: StockExtraRow; valueTexts: Text[]; groupTexts: Text[] }, locale: string) {
  return {
    id: row.value.id,
    extra_group_id: row.value.extraGroupId,
    value: row.value.value,
    active: row.value.active,
    translation: presentTranslation(pickTranslation(valueTexts, locale)),
    group: { id: row.group.id, type: row.group.type, active: row.group.active, translation: presentTranslation(pickTranslation(groupTexts, locale)) },
  };
}

/**
 * The rows (in group id, value id order per stock; a stock's rows may repeat) by stock id in the contract's shape.
 * Shared by stockExtrasIn and the cart-lines read, which carries the same rows per line (ADR 0026).
 */
export function presentStockExtras(rows: StockExtraRow[], locale: string) {
  const byStock = new Map<number, StockExtra[]>();
  // One entry per (stock, value), with every joined text of the value and of its group.
  const found = new Map<string, { row: StockExtraRow; valueTexts: Text[]; groupTexts: Text[] }>();
  for (const row of rows) {
    const key = `${row.stockId}:${row.value.id}`;
    const entry = found.get(key) ?? { row, valueTexts: [], groupTexts: [] };
    found.set(key, entry);
    if (row.valueText && !entry.valueTexts.some((t) => t.id === row.valueText!.id)) entry.valueTexts.push(row.valueText);
    if (row.groupText && !entry.groupTexts.some((t) => t.id === row.groupText!.id)) entry.groupTexts.push(row.groupText);
  }
  for (const entry of found.values()) byStock.set(entry.row.stockId, [...(byStock.get(entry.row.stockId) ?? []), presentExtra(entry, locale)]);
  return byStock;
}
