/**
 * The group order's share link and where it leads (contract "Group order UX", page `/group/[id]`), pure.
 * The invite token `k` travels only in the link the owner shares, the redirect that keeps it, and the member's
 * join call: nothing else stores or sends it.
 */

export type GroupShopKind = 'shop' | 'restaurant';

export interface ShareLinkParts {
  /** The site's origin, e.g. https://groops.example (a trailing slash is ignored). */
  origin: string;
  shopId: number;
  cartId: number;
  ownerId: number;
  kind: GroupShopKind;
  token: string;
}

/** `{origin}/group/{shopId}?g={cartId}&o={ownerId}&t=shop|restaurant&k={token}`. */
export function shareLink(parts: ShareLinkParts): string {
  const query = new URLSearchParams({ g: String(parts.cartId), o: String(parts.ownerId), t: parts.kind, k: parts.token });
  return `${parts.origin.replace(/\/+$/, '')}/group/${parts.shopId}?${query.toString()}`;
}

const POSITIVE_ID = /^[1-9]\d{0,17}$/;
/** Tokens are URL-safe strings; anything else in `k` is dropped rather than forwarded. */
const TOKEN = /^[A-Za-z0-9_-]{1,200}$/;

type QueryValue = string | string[] | undefined;
const first = (value: QueryValue) => (Array.isArray(value) ? value[0] : value);

export const isPositiveId = (value: QueryValue): value is string => POSITIVE_ID.test(first(value) ?? '');

export function shopKindOf(value: QueryValue): GroupShopKind | null {
  const kind = first(value);
  return kind === 'shop' || kind === 'restaurant' ? kind : null;
}

export interface GroupRedirectInput {
  shopId: string;
  kind: GroupShopKind;
  query: Record<string, QueryValue>;
  /** The signed-in visitor, if any. */
  userId: number | null;
}

/**
 * Where `/group/[id]` sends a visitor: the owner to the shop page itself, everyone else to the shop page with
 * the cart (`g`) and the invite token (`k`) so the join dialog opens.
 */
export function groupRedirect({ shopId, kind, query, userId }: GroupRedirectInput): string {
  const shopPage = `/${kind}/${shopId}`;
  const owner = first(query.o);
  if (userId !== null && owner !== undefined && owner === String(userId)) return shopPage;
  const cart = first(query.g);
  if (!isPositiveId(cart)) return shopPage;
  const token = first(query.k);
  const params = new URLSearchParams({ g: cart });
  if (token && TOKEN.test(token)) params.set('k', token);
  return `${shopPage}?${params.toString()}`;
}

/** The join invitation a shop page URL carries: `?g=` and `&k=`; null without a valid cart id. */
export function invitationOf(query: Record<string, QueryValue>): { cartId: number; token: string | null } | null {
  const cart = first(query.g);
  if (!isPositiveId(cart)) return null;
  const token = first(query.k);
  return { cartId: Number(cart), token: token && TOKEN.test(token) ? token : null };
}
