import * as yup from 'yup';
import { CLOCK_TIME, LICENCE_NUMBER, LICENCE_NUMBER_MAX, VEHICLE_TYPES, WEEK_DAYS, WORKING_AREA_MAX } from '@/contract/applications';
import { isValidPhone } from '../account/seller-values';

/** The delivery-driver application's rules; values and payload live in driver-values.ts (yup-free). */
export * from './driver-values';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** Today as YYYY-MM-DD in the browser's time zone: a licence must still be valid after today. */
const today = () => {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

/** The rules, with messages already in the user's language. */
export function driverSchema(t: Translate) {
  const required = t('validation.required');
  const max = (count: number) => t('validation.max.length', { count });
  return yup.object({
    vehicle_type: yup.string().oneOf(VEHICLE_TYPES, required).required(required),
    licence_number: yup.string().trim().required(required).max(LICENCE_NUMBER_MAX, max(LICENCE_NUMBER_MAX)).matches(LICENCE_NUMBER, { message: t('validation.licence.number'), excludeEmptyString: true }),
    licence_expiry: yup
      .string()
      .required(required)
      .matches(/^\d{4}-\d{2}-\d{2}$/, required)
      .test('future', t('validation.licence.expired'), (v) => !v || v > today()),
    working_area: yup.string().trim().required(required).max(WORKING_AREA_MAX, max(WORKING_AREA_MAX)),
    days: yup.array().of(yup.string().oneOf(WEEK_DAYS).required()).min(1, t('validation.days.required')).required(t('validation.days.required')),
    from: yup.string().required(required).matches(CLOCK_TIME, required),
    to: yup
      .string()
      .required(required)
      .matches(CLOCK_TIME, required)
      .test('after', t('validation.time.order'), function after(v) {
        return !v || !this.parent.from || v > this.parent.from;
      }),
    phone: yup.string().trim().required(t('validation.phone.required')).test('phone', t('validation.phone.invalid'), (v) => !v || isValidPhone(v)),
  });
}
