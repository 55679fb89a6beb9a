// Brands, units, shop tags ("takes"), extra groups (variant options), payment methods and
// notification kinds.
import type { FoodKind } from '../images';
import type { T4 } from './i18n';

/** Invented grocery brands (≥ 12), each with a wordmark logo. */
export const BRANDS = [
  { key: 'capital-farms', title: 'Capital Farms' },
  { key: 'potomac-creamery', title: 'Potomac Creamery' },
  { key: 'blue-ridge-bakehouse', title: 'Blue Ridge Bakehouse' },
  { key: 'chesapeake-catch', title: 'Chesapeake Catch' },
  { key: 'old-line-snacks', title: 'Old Line Snacks' },
  { key: 'greenway-organics', title: 'Greenway Organics' },
  { key: 'sunny-acres', title: 'Sunny Acres' },
  { key: 'liberty-pantry', title: 'Liberty Pantry' },
  { key: 'harbor-roast', title: 'Harbor Roast' },
  { key: 'fizzwell', title: 'Fizzwell' },
  { key: 'cleanhaven', title: 'Cleanhaven' },
  { key: 'polar-pine', title: 'Polar Pine' },
  { key: 'maple-and-mill', title: 'Maple & Mill' },
  { key: 'shenandoah-springs', title: 'Shenandoah Springs' },
  { key: 'cocoa-district', title: 'Cocoa District' },
] as const;
export type BrandKey = (typeof BRANDS)[number]['key'];

export const UNITS = [
  { key: 'pcs', t: ['pcs', 'قطعة', 'pièce', 'ud.'] },
  { key: 'kg', t: ['kg', 'كغ', 'kg', 'kg'] },
  { key: 'g', t: ['g', 'غ', 'g', 'g'] },
  { key: 'l', t: ['l', 'لتر', 'l', 'l'] },
  { key: 'ml', t: ['ml', 'مل', 'ml', 'ml'] },
  { key: 'pack', t: ['pack', 'عبوة', 'paquet', 'paquete'] },
] as const satisfies ReadonlyArray<{ key: string; t: T4 }>;
export type UnitKey = (typeof UNITS)[number]['key'];

/** Shop tags, the filter chips of the shop lists. */
export const SHOP_TAGS = [
  { key: 'fast-delivery', kind: 'burger', t: ['Fast delivery', 'توصيل سريع', 'Livraison rapide', 'Entrega rápida'] },
  { key: 'vegan-friendly', kind: 'salad', t: ['Vegan friendly', 'خيارات نباتية', 'Options véganes', 'Opciones veganas'] },
  { key: 'family-deals', kind: 'pizza', t: ['Family deals', 'عروض عائلية', 'Offres famille', 'Ofertas familiares'] },
  { key: 'late-night', kind: 'noodles', t: ['Late night', 'مفتوح لوقت متأخر', 'Ouvert tard', 'Abierto hasta tarde'] },
  { key: 'organic', kind: 'vegetable', t: ['Organic', 'عضوي', 'Bio', 'Ecológico'] },
  { key: 'sweet-treats', kind: 'cake', t: ['Sweet treats', 'حلويات', 'Douceurs', 'Dulces'] },
  { key: 'local-favourite', kind: 'bread', t: ['Local favourite', 'المفضل محلياً', 'Coup de cœur du quartier', 'Favorito del barrio'] },
  { key: 'healthy-choice', kind: 'fruit', t: ['Healthy choice', 'خيار صحي', 'Choix santé', 'Opción saludable'] },
] as const satisfies ReadonlyArray<{ key: string; kind: FoodKind; t: T4 }>;
export type TagKey = (typeof SHOP_TAGS)[number]['key'];

/** Variant options. A stock is one combination of values; `mult` scales the base price. */
export const EXTRA_GROUPS = {
  size: { t: ['Size', 'الحجم', 'Taille', 'Tamaño'], values: ['S', 'M', 'L'] },
  crust: { t: ['Crust', 'العجينة', 'Pâte', 'Masa'], values: ['Thin', 'Classic'] },
  patty: { t: ['Patty', 'شريحة اللحم', 'Steak', 'Carne'], values: ['Single', 'Double'] },
  pieces: { t: ['Pieces', 'عدد القطع', 'Pièces', 'Piezas'], values: ['4 pcs', '8 pcs'] },
  volume: { t: ['Volume', 'السعة', 'Contenance', 'Volumen'], values: ['1 l', '2 l'] },
  weight: { t: ['Weight', 'الوزن', 'Poids', 'Peso'], values: ['500 g', '1 kg'] },
  colour: { t: ['Colour', 'اللون', 'Couleur', 'Color'], values: ['Red', 'Green', 'Yellow'] },
} as const satisfies Record<string, { t: T4; values: readonly string[] }>;
export type ExtraGroupKey = keyof typeof EXTRA_GROUPS;
type ExtraValue = (typeof EXTRA_GROUPS)[ExtraGroupKey]['values'][number];

/** Each value's text in the four languages (the API answers in the reader's; sizes S/M/L are international). */
export const EXTRA_VALUE_TEXTS = {
  S: ['S', 'صغير', 'S', 'S'],
  M: ['M', 'وسط', 'M', 'M'],
  L: ['L', 'كبير', 'L', 'L'],
  Thin: ['Thin', 'رقيقة', 'Fine', 'Fina'],
  Classic: ['Classic', 'كلاسيكية', 'Classique', 'Clásica'],
  Single: ['Single', 'مفردة', 'Simple', 'Sencilla'],
  Double: ['Double', 'مزدوجة', 'Double', 'Doble'],
  '4 pcs': ['4 pcs', '4 قطع', '4 pièces', '4 piezas'],
  '8 pcs': ['8 pcs', '8 قطع', '8 pièces', '8 piezas'],
  '1 l': ['1 l', '1 لتر', '1 l', '1 l'],
  '2 l': ['2 l', '2 لتر', '2 l', '2 l'],
  '500 g': ['500 g', '500 غ', '500 g', '500 g'],
  '1 kg': ['1 kg', '1 كغ', '1 kg', '1 kg'],
  Red: ['Red', 'أحمر', 'Rouge', 'Rojo'],
  Green: ['Green', 'أخضر', 'Vert', 'Verde'],
  Yellow: ['Yellow', 'أصفر', 'Jaune', 'Amarillo'],
} as const satisfies Record<ExtraValue, T4>;

export type VariantCombo = { values: ReadonlyArray<readonly [ExtraGroupKey, string]>; mult: number };

/** How the stocks of a product with variants are made (2–3 combinations each). */
export const VARIANT_SETS = {
  pizza: [
    { values: [['size', 'M'], ['crust', 'Classic']], mult: 1 },
    { values: [['size', 'L'], ['crust', 'Classic']], mult: 1.3 },
    { values: [['size', 'L'], ['crust', 'Thin']], mult: 1.3 },
  ],
  size: [
    { values: [['size', 'S']], mult: 1 },
    { values: [['size', 'M']], mult: 1.2 },
    { values: [['size', 'L']], mult: 1.4 },
  ],
  patty: [
    { values: [['patty', 'Single']], mult: 1 },
    { values: [['patty', 'Double']], mult: 1.35 },
  ],
  pieces: [
    { values: [['pieces', '4 pcs']], mult: 1 },
    { values: [['pieces', '8 pcs']], mult: 1.8 },
  ],
  volume: [
    { values: [['volume', '1 l']], mult: 1 },
    { values: [['volume', '2 l']], mult: 1.8 },
  ],
  weight: [
    { values: [['weight', '500 g']], mult: 1 },
    { values: [['weight', '1 kg']], mult: 1.9 },
  ],
  colour: [
    { values: [['colour', 'Red']], mult: 1 },
    { values: [['colour', 'Green']], mult: 1 },
    { values: [['colour', 'Yellow']], mult: 1.1 },
  ],
} as const satisfies Record<string, readonly VariantCombo[]>;
export type VariantSetKey = keyof typeof VARIANT_SETS;

/** Payment methods (`rest/payments`): cash and wallet work; gateways are listed but switched off (sandbox). */
export const PAYMENT_METHODS = [
  { tag: 'cash', active: true, sandbox: false },
  { tag: 'wallet', active: true, sandbox: false },
  { tag: 'demo', active: true, sandbox: true },
  { tag: 'stripe', active: false, sandbox: true },
  { tag: 'razorpay', active: false, sandbox: true },
  { tag: 'mercado-pago', active: false, sandbox: true },
  { tag: 'paystack', active: false, sandbox: true },
  { tag: 'flutterWave', active: false, sandbox: true },
  { tag: 'paytabs', active: false, sandbox: true },
  { tag: 'paypal', active: false, sandbox: true },
] as const;

/** Notification kinds a user can switch on or off (`dashboard/user/notifications`). */
export const NOTIFICATION_KINDS = [
  { type: 'push', payload: {} },
  { type: 'discount', payload: {} },
  { type: 'order_verify', payload: {} },
  { type: 'order_statuses', payload: { statuses: ['accepted', 'cooking', 'ready', 'on_a_way', 'delivered', 'canceled'] } },
] as const;
