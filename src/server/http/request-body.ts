import type { IncomingMessage } from 'node:http';
import { ApiError, invalid } from './api-error';

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
// NUL and lone UTF-16 surrogates cannot be stored in PostgreSQL text; refuse them at the door.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const MAX_DEPTH = 32;

/** Reads the raw body up to `limit` bytes; 413 beyond it (the rest is not buffered). */
export async function readRawBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) throw new ApiError('PAYLOAD_TOO_LARGE');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) throw new ApiError('PAYLOAD_TOO_LARGE');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export function isJsonContentType(header: string | undefined): boolean {
  if (!header) return false;
  const type = header.split(';')[0].trim().toLowerCase();
  return type === 'application/json' || (type.startsWith('application/') && type.endsWith('+json'));
}

/** Rejects prototype keys, NUL bytes, lone surrogates and absurd nesting anywhere in a parsed value. */
export function assertSafeValue(value: unknown, where: string, depth = 0): void {
  if (depth > MAX_DEPTH) throw invalid({ [where || 'body']: ['Nested too deeply'] });
  if (typeof value === 'string') {
    if (UNSTORABLE.test(value)) throw invalid({ [where || 'body']: ['Contains characters that are not allowed'] });
    return;
  }
  if (typeof value !== 'object' || value === null) return;
  if (Array.isArray(value)) {
    value.forEach((item, i) => assertSafeValue(item, where ? `${where}.${i}` : String(i), depth + 1));
    return;
  }
  for (const [key, item] of Object.entries(value)) {
    const path = where ? `${where}.${key}` : key;
    if (FORBIDDEN_KEYS.has(key)) throw invalid({ [path]: ['This field is not allowed'] });
    if (UNSTORABLE.test(key)) throw invalid({ [where || 'body']: ['Contains characters that are not allowed'] });
    assertSafeValue(item, path, depth + 1);
  }
}

/**
 * JSON body of a write. Empty bodies are allowed with any content type (many contract routes take query
 * params on POST); a non-empty body must be JSON (415 otherwise) and valid UTF-8 JSON (400 otherwise).
 * Duplicate keys follow JSON.parse: the last one wins.
 */
export function parseJsonBody(raw: Buffer, contentType: string | undefined): unknown {
  if (raw.length === 0) return undefined;
  if (!isJsonContentType(contentType)) throw new ApiError('UNSUPPORTED_MEDIA');
  let textBody: string;
  try {
    textBody = new TextDecoder('utf-8', { fatal: true }).decode(raw);
  } catch {
    throw invalid({ body: ['Body is not valid UTF-8'] }, 'Body is not valid UTF-8');
  }
  if (textBody.trim() === '') return undefined;
  let value: unknown;
  try {
    value = JSON.parse(textBody);
  } catch {
    throw invalid({ body: ['Body is not valid JSON'] }, 'Body is not valid JSON');
  }
  assertSafeValue(value, '');
  return value;
}
