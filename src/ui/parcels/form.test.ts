import { describe, expect, it } from 'vitest';
import { emptyParcel, parcelBody, type ParcelValues } from './form';
import { parcelSchema } from './rules';

const t = (key: string) => key;
const filled: ParcelValues = {
  ...emptyParcel('2030-01-15'),
  typeId: 1,
  from: { name: ' Sam ', phone: '+1 202 555 0171', point: { latitude: 38.9, longitude: -77, address: '1 Main Street' }, house: '' },
  to: { name: 'Rae', phone: '+12025550172', point: { latitude: 38.91, longitude: -77, address: '2 Side Avenue' }, house: 'Flat 4' },
  paymentId: 7,
};

describe('parcel checkout form', () => {
  it('names every missing detail with its translated message', async () => {
    const errors = await parcelSchema(t, '2030-01-15')
      .validate(emptyParcel('2030-01-15'), { abortEarly: false })
      .catch((e: { inner: { path: string; message: string }[] }) => e.inner.map((i) => [i.path, i.message]));
    expect(errors).toEqual(
      expect.arrayContaining([
        ['typeId', 'parcel.type.required'],
        ['from.name', 'validation.required'],
        ['from.phone', 'validation.phone.required'],
        ['to.point', 'parcel.address.required'],
        ['paymentId', 'validation.choose.payment.method'],
      ]),
    );
  });

  it('refuses a bad phone and a past day, accepts a complete parcel', async () => {
    const schema = parcelSchema(t, '2030-01-15');
    await expect(schema.validateAt('to.phone', { ...filled, to: { ...filled.to, phone: 'abc' } })).rejects.toThrow('validation.phone.invalid');
    await expect(schema.validateAt('date', { ...filled, date: '2030-01-14' })).rejects.toThrow('parcel.past.date');
    await expect(schema.isValid(filled)).resolves.toBe(true);
  });

  it('sends no price and pays inline only for cash or wallet', () => {
    const body = parcelBody(filled, true);
    expect(body).toMatchObject({ type_id: 1, username_from: 'Sam', address_to: { address: '2 Side Avenue', house: 'Flat 4' }, payment_id: 7 });
    expect(Object.keys(body).some((k) => k.includes('price'))).toBe(false);
    expect(parcelBody(filled, false).payment_id).toBeUndefined();
  });
});
