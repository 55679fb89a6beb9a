import { ApiError } from './api-error';

const UNAVAILABLE_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', '57P01', '57P02', '57P03', '53300', '08000', '08003', '08006', '08001']);

function causes(error: unknown): Array<{ code?: unknown; message?: unknown }> {
  const chain: Array<{ code?: unknown; message?: unknown }> = [];
  let current: unknown = error;
  for (let i = 0; i < 5 && current && typeof current === 'object'; i++) {
    chain.push(current as { code?: unknown; message?: unknown });
    current = (current as { cause?: unknown }).cause;
  }
  return chain;
}

/**
 * Turns an unexpected failure into the nearest honest API error. Database outages answer 503 with
 * Retry-After; constraint and conversion errors that slipped past validation answer 4xx, not 500.
 */
export function mapUnexpectedError(error: unknown): { apiError: ApiError; unexpected: boolean } {
  if (error instanceof ApiError) return { apiError: error, unexpected: false };
  for (const c of causes(error)) {
    const code = typeof c.code === 'string' ? c.code : '';
    const message = typeof c.message === 'string' ? c.message : '';
    if (UNAVAILABLE_CODES.has(code) || /PGlite is closed|Connection terminated|timeout exceeded when trying to connect/i.test(message)) {
      return { apiError: new ApiError('UNAVAILABLE', { headers: { 'Retry-After': '5' } }), unexpected: true };
    }
    if (code === '40001' || code === '40P01') return { apiError: new ApiError('CONFLICT', { headers: { 'Retry-After': '1' } }), unexpected: true };
    if (code === '23505') return { apiError: new ApiError('CONFLICT'), unexpected: true };
    if (code === '23514') return { apiError: new ApiError('CONFLICT'), unexpected: true };
    if (code.startsWith('22') || code === '23502' || code === '23503') return { apiError: new ApiError('VALIDATION'), unexpected: true };
  }
  return { apiError: new ApiError('SERVER_ERROR'), unexpected: true };
}
