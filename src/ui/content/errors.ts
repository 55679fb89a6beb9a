import { ERRORS } from '@/contract/errors';

/** The key in the `errors` translation namespace for a failed call (what the one HTTP client rejects with). */
export function errorKey(failure: unknown): string {
  const f = (failure ?? {}) as { status?: number; data?: { statusCode?: string } };
  if (f.status === 0) return 'network';
  const byCode = Object.values(ERRORS).find((e) => e.code === f.data?.statusCode);
  if (byCode) return byCode.key;
  if (f.status === 404) return ERRORS.NOT_FOUND.key;
  if (f.status === 429) return ERRORS.TOO_MANY_REQUESTS.key;
  if (f.status === 503) return ERRORS.UNAVAILABLE.key;
  if (typeof f.status === 'number' && f.status >= 500) return ERRORS.SERVER_ERROR.key;
  return 'unknown';
}

/** Status of a failed call, if it has one. */
export function failureStatus(failure: unknown): number | undefined {
  const status = (failure as { status?: unknown } | null)?.status;
  return typeof status === 'number' ? status : undefined;
}
