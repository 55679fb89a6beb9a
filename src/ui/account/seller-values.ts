/**
 * The seller application ("be-seller") form without its rules: values, limits and the body of `POST
 * dashboard/user/shops`. The yup rules (seller-form.ts) load on first validation, off the page's first load.
 */

export const SHOP_TYPES = ['shop', 'restaurant'] as const;
export type ShopType = (typeof SHOP_TYPES)[number];

export interface SellerValues {
  title: string;
  type: ShopType | '';
  phone: string;
  address: string;
  description: string;
}

export const EMPTY_SELLER: SellerValues = { title: '', type: '', phone: '', address: '', description: '' };

export const SELLER_LIMITS = { title: 100, address: 255, description: 1000 } as const;

/** 8 to 15 digits in any common notation ("+1 (202) 555-0100"), letters never allowed. */
export function isValidPhone(value: string | undefined): boolean {
  if (!value || !/^\+?[0-9 ().-]{8,24}$/.test(value.trim())) return false;
  const digits = value.replace(/\D/g, '').replace(/^00/, '');
  return /^[1-9][0-9]{7,14}$/.test(digits);
}

/** "+1 (202) 555-0100" → "+12025550100". */
export function normalizePhone(value: string): string {
  return `+${value.replace(/\D/g, '').replace(/^00/, '')}`;
}

/** Translatable texts go under the user's language, as the contract's `title{locale}` fields expect. */
export function sellerPayload(values: SellerValues, locale: string) {
  return {
    type: values.type,
    title: { [locale]: values.title.trim() },
    description: { [locale]: values.description.trim() },
    address: { [locale]: values.address.trim() },
    phone: normalizePhone(values.phone),
  };
}
