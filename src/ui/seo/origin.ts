import type { IncomingHttpHeaders } from 'node:http';

/** A Host header as browsers send it: a name or IPv4 address, or a bracketed IPv6 address, and an optional port. */
const HOST = /^(?:[a-z0-9](?:[a-z0-9.-]{0,251}[a-z0-9])?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin of canonical and OpenGraph URLs: the configured public URL when there is one, otherwise the host
 * the page was asked on (so a server reached as shop.example never names localhost:3000 as the page's home).
 * A malformed Host falls back to localhost rather than landing in the HTML.
 */
export function publicOrigin(req: { headers: IncomingHttpHeaders; socket?: object | null }, configured = process.env.NEXT_PUBLIC_SITE_URL): string {
  const set = (configured ?? '').trim().replace(/\/+$/, '');
  if (set) return set;
  const host = req.headers.host ?? '';
  const forwarded = String(req.headers['x-forwarded-proto'] ?? '').split(',')[0].trim();
  const proto = forwarded === 'https' || forwarded === 'http' ? forwarded : (req.socket as { encrypted?: boolean } | null | undefined)?.encrypted ? 'https' : 'http';
  return `${proto}://${HOST.test(host) ? host.toLowerCase() : 'localhost'}`;
}
