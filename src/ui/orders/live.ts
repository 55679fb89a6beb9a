/**
 * Live order status over server-sent events (contract §0.8), pure parts. EventSource cannot go through the
 * axios client, so the stream URL is built here from the same base the client uses.
 */
const API_BASE = process.env.NEXT_PUBLIC_API_BASE_URL || '/api/v1/';

/** How often the page asks for the order while the stream is unavailable. */
export const POLL_INTERVAL_MS = 5_000;
const MAX_RETRY_MS = 30_000;

export function streamUrl(id: string | number, lang: string): string {
  const base = API_BASE.endsWith('/') ? API_BASE : `${API_BASE}/`;
  return `${base}dashboard/user/orders/${encodeURIComponent(String(id))}/stream?lang=${encodeURIComponent(lang)}`;
}

/** Event names a status stream may use besides the default `message`. */
export const STATUS_EVENTS = ['status', 'order', 'order.status', 'status_changed'] as const;

/**
 * The status an event carries, whatever the envelope: `{status}`, `{data: {status}}`, `{order: {status}}` or a
 * bare status word. Null when the event carries none (a heartbeat, or a shape we do not know): the page then
 * re-reads the order instead.
 */
export function parseStatusEvent(raw: unknown): string | null {
  if (typeof raw !== 'string' || !raw.trim()) return null;
  let value: unknown = raw.trim();
  try {
    value = JSON.parse(raw);
  } catch {
    return /^[a-z_]+$/.test(raw.trim()) ? raw.trim() : null;
  }
  const pick = (v: unknown): string | null => {
    if (!v || typeof v !== 'object') return null;
    const o = v as Record<string, unknown>;
    if (typeof o.status === 'string') return o.status;
    return pick(o.data) ?? pick(o.order);
  };
  return typeof value === 'string' ? value : pick(value);
}

/** Wait before re-opening a stream the server closed: 1 s, 2 s, 4 s … at most 30 s. */
export function retryDelay(attempt: number): number {
  return Math.min(MAX_RETRY_MS, 1000 * 2 ** Math.max(0, attempt));
}
