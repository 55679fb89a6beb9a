import { describe, expect, it } from 'vitest';
import { driverPayload, driverSchema, emptyDriver, type DriverValues } from './driver-form';

const t = (key: string, options?: Record<string, unknown>) => (options?.count ? `${key}:${options.count}` : key);
const schema = driverSchema(t);
const VALID: DriverValues = { ...emptyDriver('+1 202 555 0190'), vehicle_type: 'car', licence_number: 'DL-4821', licence_expiry: '2099-06-30', working_area: 'Downtown', days: ['friday', 'monday'] };

async function errorsOf(values: Partial<DriverValues>): Promise<Record<string, string>> {
  try {
    await schema.validate({ ...VALID, ...values }, { abortEarly: false });
    return {};
  } catch (e) {
    const inner = (e as { inner: Array<{ path: string; message: string }> }).inner;
    return Object.fromEntries(inner.map((i) => [i.path, i.message]));
  }
}

describe('driver application form rules', () => {
  it('accepts a complete application', async () => {
    expect(await errorsOf({})).toEqual({});
  });

  it('names every missing field in the user language', async () => {
    expect(await errorsOf({ vehicle_type: '', licence_number: ' ', licence_expiry: '', working_area: '', days: [], phone: '' })).toEqual({
      vehicle_type: 'validation.required',
      licence_number: 'validation.required',
      licence_expiry: 'validation.required',
      working_area: 'validation.required',
      days: 'validation.days.required',
      phone: 'validation.phone.required',
    });
  });

  it('refuses an expired licence, odd licence numbers and an end before the start', async () => {
    expect(await errorsOf({ licence_expiry: '2001-01-01', licence_number: '<b>', from: '18:00', to: '09:00', phone: 'call me' })).toEqual({
      licence_expiry: 'validation.licence.expired',
      licence_number: 'validation.licence.number',
      to: 'validation.time.order',
      phone: 'validation.phone.invalid',
    });
  });

  it('sends days in week order and the phone in E.164', () => {
    expect(driverPayload(VALID)).toEqual({
      vehicle_type: 'car',
      licence_number: 'DL-4821',
      licence_expiry: '2099-06-30',
      working_area: 'Downtown',
      availability: { days: ['monday', 'friday'], from: '09:00', to: '18:00' },
      phone: '+12025550190',
    });
  });
});
