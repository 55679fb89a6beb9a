import { VEHICLE_TYPES, WEEK_DAYS, type VehicleType, type WeekDay } from '@/contract/applications';
import { normalizePhone } from '../account/seller-values';

/**
 * The delivery-driver application (/deliver) without its rules: values and the body of `POST
 * dashboard/user/deliveryman-applications`. The yup rules (driver-form.ts) load on first validation.
 */

export { VEHICLE_TYPES, WEEK_DAYS };

export interface DriverValues {
  vehicle_type: VehicleType | '';
  licence_number: string;
  licence_expiry: string;
  working_area: string;
  days: WeekDay[];
  from: string;
  to: string;
  phone: string;
}

export const emptyDriver = (phone = ''): DriverValues => ({
  vehicle_type: '',
  licence_number: '',
  licence_expiry: '',
  working_area: '',
  days: [],
  from: '09:00',
  to: '18:00',
  phone,
});

export function driverPayload(values: DriverValues) {
  return {
    vehicle_type: values.vehicle_type,
    licence_number: values.licence_number.trim(),
    licence_expiry: values.licence_expiry,
    working_area: values.working_area.trim(),
    // Days in week order, whatever order they were ticked in.
    availability: { days: WEEK_DAYS.filter((d) => values.days.includes(d)), from: values.from, to: values.to },
    phone: normalizePhone(values.phone),
  };
}
