import type { z } from 'zod';
import { invalid } from './api-error';
import { tolerate } from './tolerant';

/** Parses `value` with `schema` (after the contract's tolerated spellings, tolerant.ts); on failure a 400 whose `params` name each failing field (e.g. "products.0.quantity"). */
export function validate<T>(schema: z.ZodType<T> | undefined, value: unknown, where: 'params' | 'query' | 'body'): T {
  if (!schema) return undefined as T;
  const result = schema.safeParse(tolerate(schema, value === undefined && where === 'body' ? {} : value));
  if (result.success) return result.data;
  // A null-prototype map: a field named like an Object method ("constructor") must not collide.
  const params: Record<string, string[]> = Object.create(null);
  for (const issue of result.error.issues) {
    const keys = issue.code === 'unrecognized_keys' ? issue.keys.map((k) => [...issue.path, k].join('.')) : [issue.path.join('.') || where];
    const message = issue.code === 'unrecognized_keys' ? 'This field is not allowed' : issue.message;
    for (const key of keys) (params[key] ??= []).push(message);
  }
  const first = Object.values(params)[0]?.[0];
  throw invalid(params, first ?? 'The given data was invalid.');
}
