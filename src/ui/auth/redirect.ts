/**
 * Where to go after signing in: the `next` query parameter only when it is a path on this site. Anything that
 * a browser could read as another origin ("//evil.example", "/\evil.example", "https://…", control
 * characters that browsers strip) falls back to the home page, so a link cannot bounce users elsewhere.
 */
const PROBE_ORIGIN = 'https://groops.invalid';
const CONTROL_CHARS = /[\u0000-\u001F\u007F]/;

export function safeNext(next: unknown, fallback = '/'): string {
  const value = Array.isArray(next) ? next[0] : next;
  if (typeof value !== 'string' || value.length > 2000) return fallback;
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return fallback;
  if (CONTROL_CHARS.test(value) || value.includes('\\')) return fallback;
  try {
    if (new URL(value, PROBE_ORIGIN).origin !== PROBE_ORIGIN) return fallback;
  } catch {
    return fallback;
  }
  return value;
}

/** `path` with the safe `next` carried along (links between the sign-in pages keep the destination). */
export function withNext(path: string, next: unknown): string {
  const target = safeNext(next, '');
  if (!target || target === '/') return path;
  return `${path}${path.includes('?') ? '&' : '?'}next=${encodeURIComponent(target)}`;
}
