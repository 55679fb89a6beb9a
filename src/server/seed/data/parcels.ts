// Courier parcel sizes (dimensions in cm, weights in grams, prices in cents) and their options.
import type { T4 } from './i18n';

export const PARCEL_OPTIONS = {
  fragile: ['Fragile handling', 'تعامل حذر مع القابل للكسر', 'Manipulation fragile', 'Manejo de frágiles'],
  upright: ['Keep upright', 'يُحفظ في وضع قائم', 'Garder debout', 'Mantener en vertical'],
  cold: ['Keep cold', 'يُحفظ بارداً', 'Garder au frais', 'Mantener en frío'],
  signature: ['Signature on delivery', 'التوقيع عند الاستلام', 'Signature à la livraison', 'Firma en la entrega'],
  express: ['Express pickup', 'استلام سريع', 'Enlèvement express', 'Recogida exprés'],
  insurance: ['Extra insurance', 'تأمين إضافي', 'Assurance complémentaire', 'Seguro adicional'],
} as const satisfies Record<string, T4>;
export type ParcelOptionKey = keyof typeof PARCEL_OPTIONS;

export interface ParcelTypeDef {
  type: string;
  /** [min, max] width, height, length (cm) and weight (g). */
  width: readonly [number, number];
  height: readonly [number, number];
  length: readonly [number, number];
  grams: readonly [number, number];
  price: number;
  pricePerKm: number;
  options: readonly ParcelOptionKey[];
}

export const PARCEL_TYPES: readonly ParcelTypeDef[] = [
  { type: 'Documents', width: [1, 35], height: [0, 3], length: [1, 25], grams: [0, 1000], price: 499, pricePerKm: 79, options: ['signature', 'express'] },
  { type: 'Small box', width: [5, 30], height: [5, 20], length: [5, 30], grams: [0, 5000], price: 699, pricePerKm: 99, options: ['fragile', 'signature', 'express'] },
  { type: 'Medium box', width: [20, 50], height: [15, 40], length: [20, 40], grams: [2000, 15000], price: 999, pricePerKm: 129, options: ['fragile', 'upright', 'cold', 'signature'] },
  { type: 'Large box', width: [40, 80], height: [30, 60], length: [40, 60], grams: [10000, 30000], price: 1499, pricePerKm: 179, options: ['fragile', 'upright', 'insurance', 'express'] },
];
