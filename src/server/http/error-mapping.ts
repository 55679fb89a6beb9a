import { ApiError } from './api-error';

/**
 * The database is unreachable or went away: refused/reset sockets, PostgreSQL shutting down or restarting
 * (57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now), too many connections, every
 * connection exception (class 08), a server that refuses us (28000/28P01: the login was refused; 3D000: the
 * database is not there, dropped or not yet created), and what node-postgres, its pool and PGlite say when a
 * connection died.
 */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED', 'ECONNRESET', 'ECONNABORTED', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN',
  '57P01', '57P02', '57P03', '57P05', '53300', '28000', '28P01', '3D000',
]);
const UNAVAILABLE_MESSAGE =
  /PGlite is closed|Connection terminated|is not queryable|Cannot use a pool after calling end|timeout exceeded when trying to connect|Query read timeout/i;

interface Cause {
  code?: unknown;
  message?: unknown;
  /** Set by drizzle's DrizzleQueryError: the statement that failed. */
  query?: unknown;
}

function causes(error: unknown): Cause[] {
  const chain: Cause[] = [];
  let current: unknown = error;
  for (let i = 0; i < 5 && current && typeof current === 'object'; i++) {
    chain.push(current as Cause);
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

const isUnavailable = (c: Cause, code: string) =>
  UNAVAILABLE_CODES.has(code) ||
  code.startsWith('08') ||
  (typeof c.message === 'string' && UNAVAILABLE_MESSAGE.test(c.message)) ||
  // A ROLLBACK only fails when the connection is gone (drizzle then throws that failure, not the first one).
  (typeof c.query === 'string' && /^\s*rollback\b/i.test(c.query));

/**
 * Turns an unexpected failure into the nearest honest API error. Database outages answer 503 with
 * Retry-After; constraint and conversion errors that slipped past validation answer 4xx, not 500.
 */
export function mapUnexpectedError(error: unknown): { apiError: ApiError; unexpected: boolean } {
  if (error instanceof ApiError) return { apiError: error, unexpected: false };
  for (const c of causes(error)) {
    const code = typeof c.code === 'string' ? c.code : '';
    if (isUnavailable(c, code)) {
      return { apiError: new ApiError('UNAVAILABLE', { headers: { 'Retry-After': '5' } }), unexpected: true };
    }
    if (code === '40001' || code === '40P01') return { apiError: new ApiError('CONFLICT', { headers: { 'Retry-After': '1' } }), unexpected: true };
    if (code === '23505') return { apiError: new ApiError('CONFLICT'), unexpected: true };
    if (code === '23514') return { apiError: new ApiError('CONFLICT'), unexpected: true };
    if (code.startsWith('22') || code === '23502' || code === '23503') return { apiError: new ApiError('VALIDATION'), unexpected: true };
  }
  return { apiError: new ApiError('SERVER_ERROR'), unexpected: true };
}
