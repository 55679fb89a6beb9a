import * as yup from 'yup';
import { isValidPhone, SELLER_LIMITS, SHOP_TYPES } from './seller-values';

/** The seller application ("be-seller") form's rules; values and payload live in seller-values.ts (yup-free). */
export * from './seller-values';

type Translate = (key: string, options?: Record<string, unknown>) => string;

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
