// Shape of the menu dictionaries (menus-*.ts): a section is one sub-category's worth of items
// sharing a price range, description, unit, brands, variants and add-on policy.
import type { FoodKind } from '../images';
import type { BrandKey, UnitKey, VariantSetKey } from './catalog-meta';
import type { T4 } from './i18n';

/**
 * `[en, ar, fr, es, flags?]`; flags are space separated: `v` vegetarian, `k=<kind>` picture kind,
 * `x=<variant set>` variants for this item only.
 */
export type MenuItem = readonly [string, string, string, string, string?];

export interface MenuSection {
  /** Sub-category key (taxonomy.ts). */
  cat: string;
  /** Unit price range in cents. */
  price: readonly [number, number];
  desc: T4;
  /** Picture kind for names the keyword rules do not recognise (or for all, with `force`). */
  kind: FoodKind;
  force?: boolean;
  unit?: UnitKey;
  brands?: readonly BrandKey[];
  variants?: VariantSetKey;
  /** Main dishes: their stocks offer the restaurant's add-ons. */
  addons?: boolean;
  /** Product tax, percent. */
  tax?: number;
  items: readonly MenuItem[];
}

/** Add-on products of one cuisine (sold only with a main dish). */
export interface AddonSet {
  price: readonly [number, number];
  items: readonly MenuItem[];
}
