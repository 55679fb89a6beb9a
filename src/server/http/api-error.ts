import { ERRORS, type ErrorName } from '@/contract/errors';

/** A failure the client caused or must know about; the handler turns it into the one error envelope. */
export class ApiError extends Error {
  readonly http: number;
  readonly statusCode: string;
  readonly key: string;
  readonly params?: Record<string, string[]>;
  readonly headers?: Record<string, string>;

  constructor(
    name: ErrorName,
    opts: { message?: string; params?: Record<string, string[]>; headers?: Record<string, string>; http?: number } = {},
  ) {
    const entry = ERRORS[name];
    super(opts.message ?? entry.message);
    this.http = opts.http ?? entry.http;
    this.statusCode = entry.code;
    this.key = opts.message ? '' : entry.key;
    this.params = opts.params;
    this.headers = opts.headers;
  }
}

export const notFound = (message?: string) => new ApiError('NOT_FOUND', { message });

export const invalid = (params: Record<string, string[]>, message?: string) =>
  new ApiError('VALIDATION', { params, message });

export const tooMany = (retryAfterSeconds: number, name: ErrorName = 'TOO_MANY_REQUESTS') =>
  new ApiError(name, { http: 429, headers: { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) } });
