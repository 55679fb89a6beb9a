import { describe, expect, it } from 'vitest';
import { addressPayload, addressSchema, emptyAddress, withSuggestion } from './form';

const t = (key: string, o?: Record<string, unknown>) => (o ? `${key}:${JSON.stringify(o)}` : key);
const schema = addressSchema(t);
const errorsOf = async (v: unknown) => {
  try {
    await schema.validate(v, { abortEarly: false });
    return {};
  } catch (e) {
    return Object.fromEntries((e as { inner: Array<{ path: string; message: string }> }).inner.map((i) => [i.path, i.message]));
  }
};

describe('address form rules', () => {
  it('asks for a title and a picked address (never coordinates), in the user language', async () => {
    expect(await errorsOf(emptyAddress())).toEqual({ title: 'validation.required', street: 'address.pick.required', point: 'address.pick.required' });
  });

  it('takes a picked suggestion: street line, house number and point', async () => {
    const v = withSuggestion({ ...emptyAddress('Home'), house: '9' }, { label: '120 Linden Street', street: 'Linden Street', house: '120', kind: 'address', location: { latitude: 38.9, longitude: -77 } });
    expect(await errorsOf(v)).toEqual({});
    expect(addressPayload(v)).toEqual({ title: 'Home', location: [38.9, -77], address: { address: '120 Linden Street', house: '120', floor: '', entrance: '', comment: '' } });
    expect(withSuggestion({ ...emptyAddress(), house: '9' }, { label: 'Juniper Park', street: 'Juniper Park', house: null, kind: 'place', location: { latitude: 1, longitude: 2 } }).house).toBe('9');
  });

  it('bounds the door details', async () => {
    const v = { ...emptyAddress('Home'), street: 'x', point: { latitude: 1, longitude: 2 }, floor: 'f'.repeat(51), comment: 'c'.repeat(501) };
    expect(await errorsOf(v)).toEqual({ floor: 'validation.max.length:{"count":50}', comment: 'validation.max.length:{"count":500}' });
  });
});
