/**
 * Plausible values from the JSON Schemas of the OpenAPI document, so a hostile case changes one thing in an
 * otherwise well-formed request and gets past the parts it does not target.
 */

export type JsonSchema = Record<string, any>;

// Candidates for `pattern` strings, tried in order (ids, codes, languages, dates, times, decimals).
const PATTERN_CANDIDATES = ['1', '123456', 'en', '2026-01-01', '12:00', '1.5', 'a1', 'abc', 'sample'];

function sampleString(s: JsonSchema): string {
  if (s.format === 'email') return 'hostile@example.com';
  if (s.format === 'uuid') return '7f0c6a52-3f0e-4b8e-9a57-2d1f1b0c9e11';
  if (s.format === 'uri' || s.format === 'url') return 'https://example.com/a.png';
  if (s.format === 'date') return '2026-01-01';
  if (s.format === 'date-time') return '2026-01-01T12:00:00Z';
  if (typeof s.pattern === 'string') {
    const re = new RegExp(s.pattern);
    const hit = PATTERN_CANDIDATES.find((c) => re.test(c));
    if (hit) return hit;
  }
  const min = typeof s.minLength === 'number' ? s.minLength : 1;
  return 'sample-text'.padEnd(min, 'x').slice(0, typeof s.maxLength === 'number' ? Math.max(min, s.maxLength) : undefined);
}

function sampleNumber(s: JsonSchema): number {
  const min = typeof s.minimum === 'number' ? s.minimum : typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : 1;
  const max = typeof s.maximum === 'number' ? s.maximum : Number.MAX_SAFE_INTEGER;
  return Math.min(Math.max(min, 1), max);
}

/**
 * Values by field name, for inputs whose document schema loses the rule (zod transforms show as plain strings
 * or unions): emails, phones, passwords, one-time codes.
 */
const BY_NAME: Array<[RegExp, unknown]> = [
  [/email/i, 'hostile@example.com'],
  [/phone/i, '+12025550199'],
  [/^password/i, 'hostile-password'],
  [/code$/i, '123456'],
];

/** A value the schema accepts in most cases; `all` also fills optional object properties. */
export function sampleValue(schema: JsonSchema | undefined, all = false, depth = 0, name = ''): unknown {
  const hint = name ? BY_NAME.find(([re]) => re.test(name)) : undefined;
  if (hint) return hint[1];
  if (!schema || typeof schema !== 'object' || depth > 6) return 'sample';
  if ('const' in schema) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (Array.isArray(schema.enum)) return schema.enum[0];
  const union = schema.anyOf ?? schema.oneOf;
  if (Array.isArray(union)) {
    const pick = union.find((u: JsonSchema) => u.type !== 'null' && u.type !== 'number') ?? union[0];
    return sampleValue(pick, all, depth + 1);
  }
  if (Array.isArray(schema.allOf)) return sampleValue(schema.allOf[0], all, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t: string) => t !== 'null') : schema.type;
  switch (type) {
    case 'object': {
      const props: Record<string, JsonSchema> = schema.properties ?? {};
      const required = new Set<string>(schema.required ?? []);
      const out: Record<string, unknown> = {};
      for (const [key, sub] of Object.entries(props)) if (all || required.has(key)) out[key] = sampleValue(sub, all, depth + 1, key);
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () => sampleValue(schema.items, all, depth + 1));
    case 'string':
      return sampleString(schema);
    case 'integer':
    case 'number':
      return sampleNumber(schema);
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return schema.properties ? sampleValue({ ...schema, type: 'object' }, all, depth + 1) : 'sample';
  }
}

export type FieldPath = Array<string | number>;

/** Every object property and array element path in `value`, up to `maxDepth` levels (["products", 0, "quantity"]). */
export function fieldPaths(value: unknown, maxDepth = 3, prefix: FieldPath = []): FieldPath[] {
  if (prefix.length >= maxDepth || value === null || typeof value !== 'object') return [];
  const entries: Array<[string | number, unknown]> = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
  return entries.flatMap(([key, child]) => [[...prefix, key], ...fieldPaths(child, maxDepth, [...prefix, key])]);
}

/** A copy of `base` with `value` at `path`; missing parents are taken from `full` (the all-fields sample). */
export function withField(base: unknown, full: unknown, path: FieldPath, value: unknown): unknown {
  if (path.length === 0) return value;
  const [key, ...rest] = path;
  const source = (base !== null && typeof base === 'object' ? base : {}) as Record<string | number, unknown>;
  const fallback = (full !== null && typeof full === 'object' ? full : {}) as Record<string | number, unknown>;
  const copy: any = Array.isArray(source) ? [...source] : { ...source };
  copy[key] = withField(key in source ? source[key] : fallback[key], fallback[key], rest, value);
  return copy;
}

/** qs-style query encoding of a sample value: objects as `a[b]=…`, arrays as `a[0]=…`. */
export function encodeQuery(name: string, value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (typeof value === 'object') {
    const entries: Array<[string | number, unknown]> = Array.isArray(value) ? value.map((v, i) => [i, v]) : Object.entries(value);
    return entries.flatMap(([k, v]) => encodeQuery(`${name}[${k}]`, v));
  }
  return [`${encodeURIComponent(name).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encodeURIComponent(String(value))}`];
}
