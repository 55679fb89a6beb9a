import { describe, expect, it } from 'vitest';
import { joinGroupSchema, startGroupSchema } from './schemas';

const t = (key: string) => key;

describe('group forms', () => {
  it('takes no password, or one of 6 to 64 characters', () => {
    const schema = startGroupSchema(t);
    expect(schema.isValidSync({ password: '' })).toBe(true);
    expect(schema.isValidSync({})).toBe(true);
    expect(schema.isValidSync({ password: '12345' })).toBe(false);
    expect(() => schema.validateSync({ password: 'abc' })).toThrow('group.password.min');
    expect(schema.isValidSync({ password: 'secret' })).toBe(true);
    expect(schema.isValidSync({ password: 'x'.repeat(65) })).toBe(false);
  });

  it('needs a name of 1 to 50 characters to join', () => {
    const schema = joinGroupSchema(t);
    expect(schema.isValidSync({ name: '  ' })).toBe(false);
    expect(schema.isValidSync({ name: 'Ana' })).toBe(true);
    expect(schema.isValidSync({ name: 'x'.repeat(50) })).toBe(true);
    expect(schema.isValidSync({ name: 'x'.repeat(51) })).toBe(false);
    expect(schema.isValidSync({ name: 'Ana', password: 'anything' })).toBe(true);
  });
});
