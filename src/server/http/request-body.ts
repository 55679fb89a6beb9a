import type { IncomingMessage } from 'node:http';
import { ApiError, invalid } from './api-error';

const FORBIDDEN_KEYS = new Set(['__proto__', 'constructor', 'prototype']);
// NUL and lone UTF-16 surrogates cannot be stored in PostgreSQL text; refuse them at the door.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const MAX_DEPTH = 32;

/** A body abandoned half way: the connection closes with the answer, so the rest is never read. */
const closeAfter = { headers: { Connection: 'close' } };

/**
 * Reads the raw body up to `limit` bytes; 413 beyond it (the rest is not buffered). A body that has not fully
 * arrived `timeoutMs` after the headers answers 408 (0 = no deadline): a client trickling bytes must not hold a
 * request open for minutes.
 */
export function readRawBody(req: IncomingMessage, limit: number, timeoutMs = 0): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) return Promise.reject(new ApiError('PAYLOAD_TOO_LARGE', closeAfter));
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      clearTimeout(timer);
      req.off('data', onData).off('end', onEnd).off('error', onError);
    };
    const fail = (error: unknown) => {
      stop();
      reject(error);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) fail(new ApiError('PAYLOAD_TOO_LARGE', closeAfter));
      else chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks));
    };
    const onError = (error: Error) => fail(error);
    const timer = timeoutMs > 0 ? setTimeout(() => fail(new ApiError('REQUEST_TIMEOUT', closeAfter)), timeoutMs) : undefined;
    req.on('data', onData).on('end', onEnd).on('error', onError);
  });
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
