import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { anyOf, preparedQuery } from '../../db/prepared';
import { extraGroups, extraGroupTranslations, extraValues, extraValueTranslations, stockExtras } from '../../db/schema';
import { pickTranslation, wantedLocales } from '../i18n/translation';
import { presentTranslation } from './present';

type Text = { id: number; locale: string; title: string };

/**
 * The extra values of stocks ("Size: L", "Crust: Thin") in the contract's shape, by stock id, with the group's
 * and the value's texts in the reader's language, in one statement (the reader's language and the fallback
 * are joined, then one text is picked per value). `value` stays the language-neutral key (a colour code for
 * colour groups); clients show `translation.title` when there is one.
 */
/** On every cart answer: built once (ADR 0018). */
const stockExtrasQuery = preparedQuery('stock_extras_in', (db) =>
  db
    .select({ stockId: stockExtras.stockId, value: extraValues, group: extraGroups, valueText: extraValueTranslations, groupText: extraGroupTranslations })
    .from(stockExtras)
    .innerJoin(extraValues, eq(extraValues.id, stockExtras.extraValueId))
    .innerJoin(extraGroups, eq(extraGroups.id, extraValues.extraGroupId))
    .leftJoin(extraValueTranslations, and(eq(extraValueTranslations.extraValueId, extraValues.id), anyOf(extraValueTranslations.locale, 'locales')))
    .leftJoin(extraGroupTranslations, and(eq(extraGroupTranslations.extraGroupId, extraGroups.id), anyOf(extraGroupTranslations.locale, 'locales')))
    .where(anyOf(stockExtras.stockId, 'stockIds'))
    .orderBy(asc(extraGroups.id), asc(extraValues.id)),
);

export async function stockExtrasIn(db: Db, stockIds: number[], locale: string) {
  const byStock = new Map<number, Array<ReturnType<typeof present>>>();
  if (!stockIds.length) return byStock;
  const rows = await stockExtrasQuery(db, { stockIds: [...new Set(stockIds)], locales: wantedLocales(locale) });
  // One entry per (stock, value), with every joined text of the value and of its group.
  const found = new Map<string, { row: (typeof rows)[number]; valueTexts: Text[]; groupTexts: Text[] }>();
  for (const row of rows) {
    const key = `${row.stockId}:${row.value.id}`;
    const entry = found.get(key) ?? { row, valueTexts: [], groupTexts: [] };
    found.set(key, entry);
    if (row.valueText && !entry.valueTexts.some((t) => t.id === row.valueText!.id)) entry.valueTexts.push(row.valueText);
    if (row.groupText && !entry.groupTexts.some((t) => t.id === row.groupText!.id)) entry.groupTexts.push(row.groupText);
  }
  function present({ row, valueTexts, groupTexts }: { row: (typeof rows)[number]; valueTexts: Text[]; groupTexts: Text[] }) {
    return {
      id: row.value.id,
      extra_group_id: row.value.extraGroupId,
      value: row.value.value,
      active: row.value.active,
      translation: presentTranslation(pickTranslation(valueTexts, locale)),
      group: { id: row.group.id, type: row.group.type, active: row.group.active, translation: presentTranslation(pickTranslation(groupTexts, locale)) },
    };
  }
  for (const entry of found.values()) byStock.set(entry.row.stockId, [...(byStock.get(entry.row.stockId) ?? []), present(entry)]);
  return byStock;
}
