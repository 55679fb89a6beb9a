import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { tolerate } from './tolerant';

const schema = z.strictObject({
  qty: z.number().int(),
  lat: z.number().optional(),
  on: z.boolean().optional(),
  note: z.string().min(1).optional(),
  name: z.string().min(1),
  id: z.union([z.number(), z.string().regex(/^[0-9]+$/)]),
  tags: z.array(z.object({ n: z.number() })).optional(),
  nested: z.object({ office: z.string().optional() }).optional(),
});

describe('tolerate', () => {
  it('reads number-like strings as numbers, 0/1/"true" as booleans, blank optional fields as absent', () => {
    expect(tolerate(schema, { qty: '2', lat: '38.9120424', on: '1', note: '', name: 'x', id: '7', tags: [{ n: '3' }], nested: { office: '' } })).toEqual({
      qty: 2, lat: 38.9120424, on: true, name: 'x', id: '7', tags: [{ n: 3 }], nested: {},
    });
    expect(tolerate(schema, { on: 'false', qty: 1 })).toEqual({ on: false, qty: 1 });
  });

  it('leaves every other spelling for the schema to refuse', () => {
    for (const qty of [' 2', '2e1', '0x2', 'NaN', 'Infinity', '', '01', '1.', '--1']) {
      const out = tolerate(schema, { qty, name: 'x', id: 1 }) as { qty: unknown };
      expect(out.qty, qty).toBe(qty);
      expect(schema.safeParse(out).success).toBe(false);
    }
    expect(tolerate(schema, { name: '', qty: 1 })).toEqual({ name: '', qty: 1 });
    expect(tolerate(schema, { on: 'yes', qty: 1 })).toEqual({ on: 'yes', qty: 1 });
    expect(tolerate(schema, { extra: '1', qty: 1 })).toEqual({ extra: '1', qty: 1 });
  });

  it('sees through pipes, defaults and refinements', () => {
    const piped = z.object({ n: z.number().default(1) }).superRefine(() => {}).transform((v) => v);
    expect(tolerate(piped, { n: '5' })).toEqual({ n: 5 });
    expect(tolerate(piped, { n: '' })).toEqual({});
  });
});
