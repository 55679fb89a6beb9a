import { invalid } from './api-error';
import { assertSafeValue } from './request-body';

type QueryValue = string | QueryValue[] | { [key: string]: QueryValue };
export type QueryObject = { [key: string]: QueryValue };

const MAX_PARAMS = 200;
const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
const MAX_DEPTH = 3;

/**
 * Query string → nested object the way Foodyman clients encode it (qs style):
 * `address[latitude]=1` → {address: {latitude: "1"}}, `statuses[0]=new&statuses[1]=ready` or `rating[]=4`
 * → arrays. Repeated plain keys become arrays. Prototype keys are refused.
 */
export function parseQuery(search: URLSearchParams): QueryObject {
  // Null-prototype containers, and prototype names refused before any assignment: `__proto__[x]=1`
  // must never reach Object.prototype.
  const root: QueryObject = Object.create(null);
  let count = 0;
  for (const [rawKey, value] of search) {
    if (++count > MAX_PARAMS) throw invalid({ query: ['Too many query parameters'] });
    const match = /^([^[\]]+)((?:\[[^[\]]*\])*)$/.exec(rawKey);
    if (!match) throw invalid({ [rawKey]: ['Malformed parameter name'] });
    const segments = [match[1], ...[...match[2].matchAll(/\[([^[\]]*)\]/g)].map((m) => m[1])];
    if (segments.length > MAX_DEPTH + 1) throw invalid({ [rawKey]: ['Nested too deeply'] });
    if (segments.some((s) => FORBIDDEN_KEYS.has(s))) throw invalid({ [rawKey]: ['This field is not allowed'] });
    assign(root, segments, value, rawKey);
  }
  compactArrays(root);
  assertSafeValue(root, '');
  return root;
}

/** `ids[3]=x` alone leaves holes before index 3; drop them so arrays hold only what was sent. */
function compactArrays(node: QueryValue): void {
  if (typeof node !== 'object') return;
  if (Array.isArray(node)) {
    const kept = node.filter((v) => v !== undefined);
    node.splice(0, node.length, ...kept);
    kept.forEach(compactArrays);
    return;
  }
  Object.values(node).forEach(compactArrays);
}

function assign(target: QueryObject, segments: string[], value: string, rawKey: string): void {
  const [head, ...rest] = segments;
  if (rest.length === 0) {
    const existing = Object.hasOwn(target, head) ? target[head] : undefined;
    if (existing === undefined) target[head] = value;
    else if (Array.isArray(existing)) existing.push(value);
    else if (typeof existing === 'string') target[head] = [existing, value];
    else throw invalid({ [rawKey]: ['Conflicting parameter shapes'] });
    return;
  }
  const next = rest[0];
  const wantsArray = next === '' || /^[0-9]+$/.test(next);
  let child = Object.hasOwn(target, head) ? target[head] : undefined;
  if (child === undefined) {
    child = wantsArray ? [] : (Object.create(null) as QueryObject);
    target[head] = child;
  }
  if (wantsArray && Array.isArray(child)) {
    if (rest.length > 1) throw invalid({ [rawKey]: ['Nested too deeply'] });
    if (next === '') child.push(value);
    else {
      const index = Number(next);
      if (index > 100) throw invalid({ [rawKey]: ['Index too large'] });
      child[index] = value;
    }
    return;
  }
  if (typeof child !== 'object' || Array.isArray(child)) throw invalid({ [rawKey]: ['Conflicting parameter shapes'] });
  assign(child, rest, value, rawKey);
}
