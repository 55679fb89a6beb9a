import { describe, expect, it } from 'vitest';
import { isValidPhone, normalizePhone, sellerPayload, sellerSchema, type SellerValues } from './seller-form';

const t = (key: string, options?: Record<string, unknown>) => (options?.count ? `${key}:${options.count}` : key);
const schema = sellerSchema(t);
const VALID: SellerValues = { title: 'Corner Bakery', type: 'shop', phone: '+1 (202) 555-0100', address: '1 Main St', description: 'Fresh bread every morning.' };

async function errorsOf(values: Partial<SellerValues>): Promise<Record<string, string>> {
  try {
    await schema.validate({ ...VALID, ...values }, { abortEarly: false });
    return {};
  } catch (e) {
    const inner = (e as { inner: Array<{ path: string; message: string }> }).inner;
    return Object.fromEntries(inner.map((i) => [i.path, i.message]));
  }
}

describe('seller form rules', () => {
  it('accepts a complete application', async () => {
    expect(await errorsOf({})).toEqual({});
  });

  it('requires every field, with the phone message of spec §5', async () => {
    const errors = await errorsOf({ title: ' ', type: '', phone: '', address: '', description: '' });
    expect(errors).toEqual({
      title: 'validation.required',
      type: 'validation.required',
      phone: 'validation.phone.required',
      address: 'validation.required',
      description: 'validation.required',
    });
  });

  it('rejects an invalid phone, an unknown type and overlong text', async () => {
    const errors = await errorsOf({ phone: 'call me', type: 'kiosk' as never, title: 'x'.repeat(101) });
    expect(errors).toMatchObject({ phone: 'validation.phone.invalid', type: 'validation.required', title: 'validation.max.length:100' });
  });
});

describe('phones', () => {
  it('accepts 8 to 15 digits in common notations', () => {
    expect(isValidPhone('+1 (202) 555-0100')).toBe(true);
    expect(isValidPhone('0044 20 7946 0958')).toBe(true);
    expect(isValidPhone('1234567')).toBe(false);
    expect(isValidPhone('+1 202 CALL NOW')).toBe(false);
  });

  it('normalises to E.164', () => {
    expect(normalizePhone('+1 (202) 555-0100')).toBe('+12025550100');
    expect(normalizePhone('0044 20 7946 0958')).toBe('+442079460958');
  });
});

describe('sellerPayload', () => {
  it('sends the contract shape with texts under the user language', () => {
    expect(sellerPayload({ ...VALID, title: ' Corner Bakery ' }, 'fr')).toEqual({
      type: 'shop',
      title: { fr: 'Corner Bakery' },
      description: { fr: 'Fresh bread every morning.' },
      address: { fr: '1 Main St' },
      phone: '+12025550100',
    });
  });
});
