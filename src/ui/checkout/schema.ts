import { object, string } from 'yup';
import type { DeliveryType } from '../types/cart';

/**
 * The checkout fields checked as the user types (formik + yup): a delivery needs a street line. The API refuses
 * the same (400 naming `address.address`); the other rules that depend on the shop stay in checkoutProblem.
 */
export const STREET_MAX = 255;

export const checkoutSchema = (t: (key: string, options?: Record<string, unknown>) => string) =>
  object({
    type: string<DeliveryType>().required(),
    address: object({ address: string() }).when('type', ([type], schema) =>
      type === 'delivery'
        ? schema.shape({
            address: string()
              .trim()
              .required(t('checkout.address.required'))
              .max(STREET_MAX, t('validation.max.length', { count: STREET_MAX })),
          })
        : schema,
    ),
  });
