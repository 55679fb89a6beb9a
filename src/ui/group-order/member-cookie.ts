/**
 * The `member` cookie (contract §5, §6): `{uuid, cart_id, shop_id}` as JSON, written by the browser when a
 * visitor joins a group cart, read by the shop page's server render (which drops it when `?g=` names another
 * cart) and by the browser. The uuid is the member's own secret; the invite token is never stored here.
 */

export const MEMBER_COOKIE = 'member';
/** As long as the other session cookies (spec §9: 7 days). */
export const MEMBER_COOKIE_MAX_AGE = 7 * 24 * 60 * 60;

export interface Membership {
  uuid: string;
  cart_id: number;
  shop_id: number;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const isId = (value: unknown): value is number => typeof value === 'number' && Number.isSafeInteger(value) && value > 0;

/** The cookie's value (already URL-decoded) as a membership; null when absent or malformed. */
export function parseMembership(raw: string | null | undefined): Membership | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Partial<Membership> | null;
    if (!value || typeof value.uuid !== 'string' || !UUID.test(value.uuid) || !isId(value.cart_id) || !isId(value.shop_id)) return null;
    return { uuid: value.uuid, cart_id: value.cart_id, shop_id: value.shop_id };
  } catch {
    return null;
  }
}

export const serializeMembership = (m: Membership) => JSON.stringify({ uuid: m.uuid, cart_id: m.cart_id, shop_id: m.shop_id });

/** A shop page opened with `?g=<another cart>` ends the old membership (the visitor follows a new link). */
export function membershipStale(member: Membership, cartParam: string | undefined): boolean {
  return cartParam !== undefined && cartParam !== String(member.cart_id);
}

/** `Set-Cookie` value that removes the cookie (server side). */
export const DROP_MEMBER_COOKIE = `${MEMBER_COOKIE}=; Max-Age=0; Path=/; SameSite=Lax`;
