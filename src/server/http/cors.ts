/**
 * Cross-origin access for other clients of the v1 contract (web apps on their own origin, issue 19). Only the
 * origins listed in CORS_ORIGINS get CORS answers; the origin is echoed (never `*`), so credentials may be
 * allowed with it. Everyone else gets no CORS headers and the browser keeps its same-origin rule.
 */

/** Request headers those clients send (axios defaults, the Bearer token, our idempotency key). */
const ALLOWED_HEADERS = ['Authorization', 'Content-Type', 'Accept', 'Accept-Language', 'Idempotency-Key', 'X-Requested-With', 'Cache-Control'];
/** Response headers a script on another origin may read. */
const EXPOSED_HEADERS = ['X-Request-Id', 'Retry-After', 'Idempotent-Replayed'];
/** Browsers cap this (Chromium at 2 h); 10 minutes keeps a changed list from lingering. */
const PREFLIGHT_MAX_AGE_SECONDS = 600;

/** One CORS_ORIGINS entry in its canonical form (scheme://host[:port]); a typo fails the start. */
export function corsOriginEntry(entry: string): string {
  let origin: string;
  try {
    origin = new URL(entry).origin;
  } catch {
    origin = 'null';
  }
  if (origin === 'null' || origin !== entry.replace(/\/$/, '').toLowerCase()) {
    throw new Error(`CORS_ORIGINS: "${entry}" is not an origin like https://app.example.com`);
  }
  return origin;
}

function listed(origin: string | undefined, allowed: readonly string[]): origin is string {
  return typeof origin === 'string' && allowed.includes(origin.toLowerCase());
}

/** Headers for an actual request (any method) from `origin`; none when the origin is not listed. */
export function corsHeaders(origin: string | undefined, allowed: readonly string[]): Record<string, string> {
  if (allowed.length === 0) return {};
  const vary = { Vary: 'Origin' };
  if (!listed(origin, allowed)) return vary;
  return {
    ...vary,
    'Access-Control-Allow-Origin': origin,
    'Access-Control-Allow-Credentials': 'true',
    'Access-Control-Expose-Headers': EXPOSED_HEADERS.join(', '),
  };
}

/** Headers for a preflight (OPTIONS with Access-Control-Request-Method) to a route allowing `methods`. */
export function preflightHeaders(origin: string | undefined, allowed: readonly string[], methods: readonly string[]): Record<string, string> {
  const base = corsHeaders(origin, allowed);
  if (!base['Access-Control-Allow-Origin']) return base;
  return {
    ...base,
    'Access-Control-Allow-Methods': methods.join(', '),
    'Access-Control-Allow-Headers': ALLOWED_HEADERS.join(', '),
    'Access-Control-Max-Age': String(PREFLIGHT_MAX_AGE_SECONDS),
  };
}

/** Whether a cross-origin request comes from a listed origin (these are trusted like ALLOWED_ORIGINS). */
export function isCorsOrigin(origin: string | undefined, allowed: readonly string[]): boolean {
  return listed(origin, allowed);
}
