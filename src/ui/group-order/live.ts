/**
 * The group cart's live stream (GROUP-API.md item 4), pure parts: stream URLs, the events, and how a member's
 * failed cart read tells the same ends (kicked 403, placed 409 with the order id, ended 404).
 */
const API_BASE = process.env.NEXT_PUBLIC_API_BASE_URL || '/api/v1/';
const base = () => (API_BASE.endsWith('/') ? API_BASE : `${API_BASE}/`);

/** While the stream is down the cart is read this often instead. */
export const GROUP_POLL_MS = 3_000;

export function memberStreamUrl(cartId: number, uuid: string, lang: string): string {
  return `${base()}rest/cart/${cartId}/stream?user_cart_uuid=${encodeURIComponent(uuid)}&lang=${encodeURIComponent(lang)}`;
}

export function ownerStreamUrl(cartId: number, lang: string): string {
  return `${base()}dashboard/user/cart/${cartId}/stream?lang=${encodeURIComponent(lang)}`;
}

/** How a group order ended for this screen. */
export type GroupEnd = { kind: 'kicked' } | { kind: 'closed'; orderId: number | null } | { kind: 'ended' };

/** Streams' terminal events; `cart` just means "read the cart again". */
export const END_EVENTS = ['kicked', 'closed', 'ended'] as const;

function orderIdOf(value: unknown): number | null {
  const id = Number(Array.isArray(value) ? value[0] : value);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** The end an event announces (its data is JSON); null for anything else. */
export function endFromEvent(name: string, raw: unknown): GroupEnd | null {
  if (name === 'kicked') return { kind: 'kicked' };
  if (name === 'ended') return { kind: 'ended' };
  if (name !== 'closed') return null;
  try {
    return { kind: 'closed', orderId: orderIdOf((JSON.parse(String(raw)) as { order_id?: unknown }).order_id) };
  } catch {
    return { kind: 'closed', orderId: null };
  }
}

type Failure = { status?: number; data?: { params?: Record<string, unknown> } };

/** A member's cart read failed: kicked (403), order placed (409 + order id), ended or gone (404); else null. */
export function endFromFailure(failure: unknown): GroupEnd | null {
  const f = (failure ?? {}) as Failure;
  if (f.status === 403) return { kind: 'kicked' };
  if (f.status === 409) return { kind: 'closed', orderId: orderIdOf(f.data?.params?.order_id) };
  if (f.status === 404) return { kind: 'ended' };
  return null;
}

/** Wait before re-opening a stream the server closed: 1 s, 2 s, 4 s … at most 30 s. */
export function streamRetryDelay(attempt: number): number {
  return Math.min(30_000, 1000 * 2 ** Math.max(0, attempt));
}
