import * as yup from 'yup';

/** The seller application ("be-seller") form: values, rules and the body of `POST dashboard/user/shops`. */

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

type Translate = (key: string, options?: Record<string, unknown>) => string;

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

/** The rules, with messages already in the user's language. */
export function sellerSchema(t: Translate) {
  const required = t('validation.required');
  const max = (count: number) => t('validation.max.length', { count });
  return yup.object({
    title: yup.string().trim().required(required).max(SELLER_LIMITS.title, max(SELLER_LIMITS.title)),
    type: yup.string().oneOf(SHOP_TYPES, required).required(required),
    phone: yup.string().trim().required(t('validation.phone.required')).test('phone', t('validation.phone.invalid'), (v) => !v || isValidPhone(v)),
    address: yup.string().trim().required(required).max(SELLER_LIMITS.address, max(SELLER_LIMITS.address)),
    description: yup.string().trim().required(required).max(SELLER_LIMITS.description, max(SELLER_LIMITS.description)),
  });
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
