import type { GetServerSideProps } from 'next';
import type { SuccessResponse } from '@/contract/envelope';
import { createServerClient, readCookie } from '../http/server-client';
import { localizedPath } from '../ssr/shell';
import type { Shop, User } from '../types/api';
import { groupRedirect, isPositiveId, shopKindOf, type GroupShopKind } from './links';

/**
 * `/group/[id]?g=&o=&t=&k=`, the share link (contract page table): a redirect only. The owner goes to the shop
 * page itself; everyone else to the shop page with the cart and the invite token, where the join dialog opens.
 * Never cached (the answer depends on who asks and carries the token).
 */
export const groupRedirectPage: GetServerSideProps = async (ctx) => {
  ctx.res.setHeader('Cache-Control', 'private, no-store');
  const id = ctx.params?.id;
  if (!isPositiveId(id)) return { notFound: true };
  const locale = ctx.locale ?? ctx.defaultLocale ?? 'en';
  const http = createServerClient(ctx.req, locale);
  let kind: GroupShopKind | null = shopKindOf(ctx.query.t);
  if (!kind) {
    // An old or hand-made link without `t`: the shop says what it is.
    const shop = await http.get(`rest/shops/${id}`).then((r) => (r as unknown as SuccessResponse<Shop>).data, () => null);
    if (!shop) return { notFound: true };
    kind = shop.type === 'shop' ? 'shop' : 'restaurant';
  }
  let userId: number | null = null;
  if (readCookie(ctx.req, 'access_token')) {
    userId = await http.get('dashboard/user/profile/show').then((r) => (r as unknown as SuccessResponse<User>).data.id, () => null);
  }
  const destination = groupRedirect({ shopId: id, kind, query: ctx.query, userId });
  return { redirect: { destination: localizedPath(locale, destination, ctx.defaultLocale), permanent: false } };
};
