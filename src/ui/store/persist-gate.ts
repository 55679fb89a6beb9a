/**
 * Auth and landing pages render without waiting for the persisted state (spec §2): they need none of it,
 * and waiting would only delay the first paint.
 */
export const PERSIST_GATE_SKIPPED_SEGMENTS = [
  'register',
  'login',
  'reset-password',
  'verify-phone',
  'update-password',
  'update-details',
  'welcome',
] as const;

export function shouldSkipPersistGate(pathname: string): boolean {
  return PERSIST_GATE_SKIPPED_SEGMENTS.some((segment) => pathname.includes(segment));
}
