// Shape of the shop definitions (shops-*.ts) and the Washington, DC place names they use.
import type { ShopKind } from '../images';
import type { TagKey } from './catalog-meta';
import type { T4 } from './i18n';
import type { AddonSetKey } from './menus-addons';

export interface ShopDef {
  key: string;
  type: 'restaurant' | 'shop';
  /** Logo / cover motif. */
  kind: ShopKind;
  title: T4;
  description: T4;
  /** Street address (house number and street), the same in every language. */
  street: string;
  zip: string;
  hood: HoodKey;
  /** Distance (km) and bearing (degrees) from the map centre. */
  at: readonly [number, number];
  /** Menu sections: a key takes every item, `[key, n]` a seeded pick of n items. */
  menu: ReadonlyArray<string | readonly [string, number]>;
  addons?: AddonSetKey;
  /** Sections whose stocks offer the add-ons (default: sections flagged `addons`). */
  addonTo?: readonly string[];
  categories: readonly string[];
  tags: readonly TagKey[];
  /** 'always' = 0-00..23-59 every day; 'no-sunday' = closed on Sundays; or [from, to]. */
  hours: 'always' | 'no-sunday' | readonly [string, string];
  /** Delivery fee in cents (0 = free delivery); seeded 199–499 when omitted. */
  fee?: number;
  /** Delivery zone radius in km; by default large enough to reach the map centre. */
  zoneKm?: number;
  /** Days from the seed date of a one-off closure. */
  closedInDays?: number;
  /** Owned by the demo seller account. */
  demoSeller?: boolean;
  booking?: boolean;
  verify?: boolean;
}

export const HOODS = {
  dupont: ['Dupont Circle', 'دوبونت سيركل', 'Dupont Circle', 'Dupont Circle'],
  logan: ['Logan Circle', 'لوغان سيركل', 'Logan Circle', 'Logan Circle'],
  capitolHill: ['Capitol Hill', 'كابيتول هيل', 'Capitol Hill', 'Capitol Hill'],
  uStreet: ['U Street', 'شارع يو', 'U Street', 'U Street'],
  georgetown: ['Georgetown', 'جورجتاون', 'Georgetown', 'Georgetown'],
  foggyBottom: ['Foggy Bottom', 'فوغي بوتوم', 'Foggy Bottom', 'Foggy Bottom'],
  adamsMorgan: ['Adams Morgan', 'آدامز مورغان', 'Adams Morgan', 'Adams Morgan'],
  columbiaHeights: ['Columbia Heights', 'كولومبيا هايتس', 'Columbia Heights', 'Columbia Heights'],
  navyYard: ['Navy Yard', 'نيفي يارد', 'Navy Yard', 'Navy Yard'],
  anacostia: ['Anacostia', 'أناكوستيا', 'Anacostia', 'Anacostia'],
  brookland: ['Brookland', 'بروكلاند', 'Brookland', 'Brookland'],
  pennQuarter: ['Penn Quarter', 'بن كوارتر', 'Penn Quarter', 'Penn Quarter'],
  woodleyPark: ['Woodley Park', 'وودلي بارك', 'Woodley Park', 'Woodley Park'],
  kalorama: ['Kalorama', 'كالوراما', 'Kalorama', 'Kalorama'],
  shaw: ['Shaw', 'شو', 'Shaw', 'Shaw'],
  easternMarket: ['Eastern Market', 'إيسترن ماركت', 'Eastern Market', 'Eastern Market'],
  bloomingdale: ['Bloomingdale', 'بلومينغديل', 'Bloomingdale', 'Bloomingdale'],
  chevyChase: ['Chevy Chase', 'تشيفي تشيس', 'Chevy Chase', 'Chevy Chase'],
  petworth: ['Petworth', 'بيتوورث', 'Petworth', 'Petworth'],
  takoma: ['Takoma', 'تاكوما', 'Takoma', 'Takoma'],
  gloverPark: ['Glover Park', 'غلوفر بارك', 'Glover Park', 'Glover Park'],
  wharf: ['The Wharf', 'ذا وارف', 'The Wharf', 'The Wharf'],
  downtown: ['Downtown', 'وسط المدينة', 'Centre-ville', 'Centro'],
  noma: ['NoMa', 'نوما', 'NoMa', 'NoMa'],
  clevelandPark: ['Cleveland Park', 'كليفلاند بارك', 'Cleveland Park', 'Cleveland Park'],
  mountPleasant: ['Mount Pleasant', 'ماونت بليزانت', 'Mount Pleasant', 'Mount Pleasant'],
} as const satisfies Record<string, T4>;
export type HoodKey = keyof typeof HOODS;

/** Streets for branch addresses. */
export const BRANCH_STREETS = [
  'Connecticut Ave NW',
  'Wisconsin Ave NW',
  'Massachusetts Ave NW',
  'Pennsylvania Ave SE',
  'Georgia Ave NW',
  '18th St NW',
  'K St NW',
  'H St NE',
  'M St SE',
  'Rhode Island Ave NE',
  'Florida Ave NW',
  '7th St NW',
] as const;

/** "1520 U St NW, Washington, DC 20009" in each language. */
export function addressT4(street: string, zip: string): T4 {
  return [`${street}, Washington, DC ${zip}`, `${street}، واشنطن العاصمة ${zip}`, `${street}, Washington (DC) ${zip}`, `${street}, Washington D. C. ${zip}`];
}
