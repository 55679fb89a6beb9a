/**
 * Input tolerance in one place (issue 19): clients of the v1 contract send numbers as number-like strings
 * ("38.9120424"), booleans as 0/1/"true", and empty strings for optional fields they leave blank. Before a
 * schema parses a request, the value is read alongside the schema and only those three spellings are
 * rewritten where the schema asks for a number, a boolean or an optional field. Everything else (" 12",
 * "1e5", "0x10", "NaN", an empty required field, unknown keys) reaches the schema unchanged and is refused there.
 */

interface Def {
  type: string;
  [key: string]: unknown;
}

const defOf = (schema: unknown): Def | undefined => (schema as { _zod?: { def?: Def } } | undefined)?._zod?.def;

/** Plain decimals only: what a form field or a JSON-averse client turns a number into. */
const NUMBER_LIKE = /^-?(0|[1-9][0-9]{0,14})(\.[0-9]{1,15})?$/;
const TRUE_LIKE = new Set<unknown>([1, '1', 'true']);
const FALSE_LIKE = new Set<unknown>([0, '0', 'false']);

/** The schema under optional/default/nullable/pipe wrappers, and whether a missing value is allowed. */
function unwrap(schema: unknown): { base: Def | undefined; optional: boolean } {
  let def = defOf(schema);
  let optional = false;
  for (let depth = 0; def && depth < 20; depth++) {
    if (def.type === 'optional' || def.type === 'default' || def.type === 'prefault') optional = true;
    const next = def.type === 'pipe' ? def.in : ['optional', 'default', 'prefault', 'nullable', 'readonly', 'catch'].includes(def.type) ? def.innerType : undefined;
    if (!next) break;
    def = defOf(next);
  }
  return { base: def, optional };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The kinds a union accepts at its top level ('string', 'number', 'boolean', …). */
function unionKinds(def: Def): Set<string> {
  return new Set(((def.options as unknown[]) ?? []).map((o) => unwrap(o).base?.type ?? 'unknown'));
}

function scalar(kind: string, value: unknown): unknown {
  if (kind === 'number' && typeof value === 'string' && NUMBER_LIKE.test(value)) return Number(value);
  if (kind === 'boolean') {
    if (TRUE_LIKE.has(value)) return true;
    if (FALSE_LIKE.has(value)) return false;
  }
  return value;
}

/** `value` with the tolerated spellings rewritten for `schema`; a blank optional field comes back undefined. */
export function tolerate(schema: unknown, value: unknown): unknown {
  const { base, optional } = unwrap(schema);
  if (value === '' && optional) return undefined;
  if (!base) return value;
  switch (base.type) {
    case 'number':
    case 'boolean':
      return scalar(base.type, value);
    case 'union': {
      const kinds = unionKinds(base);
      // A union that takes strings as they are (ids "12", phones) decides for itself.
      if (kinds.has('string')) return value;
      for (const kind of ['number', 'boolean']) if (kinds.has(kind)) value = scalar(kind, value);
      return value;
    }
    case 'object': {
      if (!isPlainObject(value)) return value;
      const shape = (base.shape ?? {}) as Record<string, unknown>;
      const out: Record<string, unknown> = {};
      for (const [key, field] of Object.entries(value)) {
        const tolerated = Object.hasOwn(shape, key) ? tolerate(shape[key], field) : field;
        if (tolerated !== undefined || field === undefined) out[key] = tolerated;
      }
      return out;
    }
    case 'array':
      return Array.isArray(value) ? value.map((item) => tolerate(base.element, item)) : value;
    case 'record':
      return isPlainObject(value) ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, tolerate(base.valueType, v)])) : value;
    default:
      return value;
  }
}
