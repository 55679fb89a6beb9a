import {
  BAD_AUTH_HEADERS, BAD_CONTENT_TYPES, BAD_HEADERS, FIELD_VALUES, PATH_SHAPES, PATH_VALUES, QUERY_SHAPES, QUERY_VALUES, RAW_BODIES, WHOLE_QUERIES,
} from './catalogue';
import { encodeQuery, fieldPaths, sampleValue, withField, type FieldPath, type JsonSchema } from './schema-sample';

/**
 * Hostile requests generated from the OpenAPI document: every operation × the bad-input catalogue. Each case
 * keeps the rest of the request plausible (sampled from the operation's schemas) and breaks one thing.
 */

export interface Operation {
  /** "POST /auth/login": the route-table key. */
  key: string;
  method: string;
  /** OpenAPI path template ("/rest/shops/{id}", "/storage/images/*"). */
  template: string;
  pathParams: Array<{ name: string; schema: JsonSchema }>;
  queryParams: Array<{ name: string; required: boolean; schema: JsonSchema }>;
  body: JsonSchema | null;
  auth: 'none' | 'optional' | 'required';
}

export interface HostileCase {
  op: string;
  /** What is broken, e.g. "body.products.0.quantity=negative". */
  label: string;
  method: string;
  /** Path below /api/v1, query included, already encoded. */
  path: string;
  headers: Record<string, string>;
  body?: string | Buffer;
  /**
   * How the identity's token travels: `header` (Bearer, the default), `cookie` (the HttpOnly cookie, no Origin:
   * cross-site writes must be refused) or `own` (the case carries bad credentials and runs once, as a guest).
   */
  credentials?: 'header' | 'cookie' | 'own';
  /** Field and query-value cases are sampled to the budget; the rest always run. */
  sampled: boolean;
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Field names tried when a body is validated inside the handler and the document shows no properties. */
const FALLBACK_FIELDS = ['email', 'phone', 'password', 'verifyId', 'verifyCode', 'firebase_token', 'firstname', 'id'];
const JSON_TYPE = { 'content-type': 'application/json' };

export function operationsOf(doc: any): Operation[] {
  const ops: Operation[] = [];
  for (const [template, methods] of Object.entries<Record<string, any>>(doc.paths)) {
    for (const [method, op] of Object.entries<any>(methods)) {
      const params: any[] = op.parameters ?? [];
      const security: any[] | undefined = op.security;
      ops.push({
        key: `${method.toUpperCase()} ${template.replace(/\{([^}]+)\}/g, ':$1')}`,
        method: method.toUpperCase(),
        template,
        pathParams: params.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema })),
        queryParams: params.filter((p) => p.in === 'query').map((p) => ({ name: p.name, required: Boolean(p.required), schema: p.schema })),
        body: op.requestBody?.content?.['application/json']?.schema ?? null,
        auth: !security ? 'none' : security.some((s) => Object.keys(s).length === 0) ? 'optional' : 'required',
      });
    }
  }
  return ops;
}

function fillPath(op: Operation, override?: { name: string; raw: string }): string {
  let path = op.template;
  for (const p of op.pathParams) {
    const raw = override?.name === p.name ? override.raw : encodeURIComponent(String(sampleValue(p.schema, false, 0, p.name)));
    path = p.name === 'rest' ? path.replace('*', raw === 'sample' ? 'missing.png' : raw) : path.replace(`{${p.name}}`, raw);
  }
  return path;
}

const requiredQuery = (op: Operation, except?: string) =>
  op.queryParams.filter((q) => q.required && q.name !== except).flatMap((q) => encodeQuery(q.name, sampleValue(q.schema, false, 0, q.name)));

const withQuery = (path: string, parts: string[]) => (parts.length ? `${path}?${parts.join('&')}` : path);

/** Raw JSON text of `base` with `extra` spliced in as the first member (for keys JSON.stringify cannot express). */
function spliceMember(base: unknown, extra: string): string {
  const text = JSON.stringify(base && typeof base === 'object' && !Array.isArray(base) ? base : {});
  return text === '{}' ? `{${extra}}` : `{${extra},${text.slice(1)}`;
}

function bodyCases(op: Operation, path: string): Array<Omit<HostileCase, 'op' | 'method'>> {
  const out: Array<Omit<HostileCase, 'op' | 'method'>> = [];
  const add = (label: string, body: string | Buffer, headers: Record<string, string> = JSON_TYPE, sampled = false) => out.push({ label, path, headers, body, sampled });
  // Bodies validated inside the handler show as `{}` in the document: start from an empty object then.
  const asObject = (v: unknown) => (v !== null && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
  const base = asObject(op.body ? sampleValue(op.body) : {});
  const full = asObject(op.body ? sampleValue(op.body, true) : {});
  add('baseline-required', JSON.stringify(base));
  add('baseline-all-fields', JSON.stringify(full));
  for (const [label, raw] of RAW_BODIES) add(`raw-body=${label}`, raw);
  for (const [label, type] of BAD_CONTENT_TYPES) add(`content-type=${label}`, JSON.stringify(full), type ? { 'content-type': type } : {});
  add('body-over-limit', JSON.stringify({ filler: 'x'.repeat(1_100_000) }));
  add('unknown-field', JSON.stringify({ ...full, isAdmin: true, role: 'admin' }));
  add('money-fields', JSON.stringify({ ...full, price: -1, total_price: 0, discount: 1e9 }));
  add('proto-member', spliceMember(full, '"__proto__":{"isAdmin":true}'));
  add('constructor-member', spliceMember(full, '"constructor":{"prototype":{"isAdmin":true}}'));
  const firstKey = Object.keys(full)[0] ?? 'id';
  add('duplicate-key', spliceMember(full, `${JSON.stringify(firstKey)}:-1`));
  const required: string[] = op.body?.required ?? [];
  for (const key of required) {
    const { [key]: _drop, ...rest } = full;
    add(`missing=${key}`, JSON.stringify(rest));
  }
  const paths: FieldPath[] = fieldPaths(full);
  if (paths.length === 0) paths.push(...FALLBACK_FIELDS.map((f) => [f]));
  for (const fp of paths) {
    for (const [label, value] of FIELD_VALUES) add(`body.${fp.join('.')}=${label}`, JSON.stringify(withField(base, full, fp, value)), JSON_TYPE, true);
  }
  return out;
}

/** Every hostile case of one operation. */
export function casesFor(op: Operation, allOps: Operation[]): HostileCase[] {
  const path = fillPath(op);
  const baseQuery = requiredQuery(op);
  const out: Array<Omit<HostileCase, 'op' | 'method'> & { method?: string }> = [];
  const add = (label: string, p: string, sampled: boolean, extra: Partial<HostileCase> = {}) => out.push({ label, path: p, headers: {}, sampled, ...extra });

  add('baseline', withQuery(path, baseQuery), false);
  for (const param of op.pathParams) {
    for (const [label, raw] of PATH_VALUES) add(`path.${param.name}=${label}`, withQuery(fillPath(op, { name: param.name, raw }), baseQuery), false);
  }
  // Inputs validated inside the handler (query or body, `{}` in the document) get the fallback names in the query too.
  const opaque = op.body !== null && Object.keys(op.body).length === 0;
  const queryParams = [...op.queryParams, ...(opaque ? FALLBACK_FIELDS.map((name) => ({ name, required: false, schema: {} })) : [])];
  for (const q of queryParams) {
    const others = requiredQuery(op, q.name);
    for (const [label, raw] of QUERY_VALUES) add(`query.${q.name}=${label}`, withQuery(path, [...others, `${q.name}=${raw}`]), true);
    for (const [label, shape] of QUERY_SHAPES) add(`query.${q.name}=${label}`, withQuery(path, [...others, shape(q.name)]), true);
  }
  for (const [label, query] of WHOLE_QUERIES) add(`query=${label}`, withQuery(path, [...baseQuery, query]), false);
  for (const [label, shape] of PATH_SHAPES) add(`path-shape=${label}`, withQuery(shape(path), baseQuery), false);
  if (WRITES.has(op.method)) {
    out.push(...bodyCases(op, withQuery(path, baseQuery)));
    const body = JSON.stringify(op.body ? sampleValue(op.body, true) : {});
    for (const [label, headers] of BAD_HEADERS) add(`header=${label}`, withQuery(path, baseQuery), false, { headers: { ...JSON_TYPE, ...headers }, body });
  }
  if (op.auth !== 'none') {
    for (const [label, headers] of BAD_AUTH_HEADERS) add(`auth=${label}`, withQuery(path, baseQuery), false, { headers, credentials: 'own' });
    add('auth=cookie-without-origin', withQuery(path, baseQuery), false, { credentials: 'cookie' });
  }
  // One method the path does not serve (405 with Allow), from the first operation of each path.
  const served = allOps.filter((o) => o.template === op.template).map((o) => o.method);
  const missing = METHODS.find((m) => !served.includes(m));
  if (missing && served[0] === op.method) add(`method=${missing}`, withQuery(path, baseQuery), false, { method: missing });
  return out.map((c) => ({ ...c, op: op.key, method: c.method ?? op.method }));
}

/** mulberry32: a small seeded generator, so every run sends the same requests in the same order. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Fisher–Yates with the seeded generator. */
export function shuffle<T>(items: T[], random: () => number): T[] {
  const out = [...items];
  for (let i = out.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}
