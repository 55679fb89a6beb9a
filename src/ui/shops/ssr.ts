import { type DehydratedState } from '@tanstack/react-query';
import type { GetServerSidePropsContext } from 'next';
import { failureStatus } from '../content/errors';
import { currencyCode } from '../currency/iso';
import { pickCurrency } from '../currency/selection';
import { DROP_MEMBER_COOKIE, MEMBER_COOKIE, membershipStale, parseMembership } from '../group-order/member-cookie';
import type { Http } from '../http/json';
import { readCookie } from '../http/server-client';
import { publicOrigin } from '../seo/site';
import { allQueriesSucceeded, publicStateStore } from '../ssr/public-state';
import type { ShellProps } from '../ssr/shell';
import { setPageJsonLd } from '../seo/page-jsonld';
import type { Product, Shop, ShopMenu } from '../types/api';
import { menuPage } from './menu-data';
import { shopPageJsonLd } from './jsonld';
import { branchesQuery, brandsQuery, fetchMenu, menuQuery, productQuery, reviewsQuery, shopQuery, workingQuery } from './queries';
import { dehydratedProps, serverQueryClient } from '../ssr/query-state';

export type ShopKind = 'restaurant' | 'shop';

export interface ShopPageProps {
  id: string;
  kind: ShopKind;
  /** `?product=<uuid>` of a deep link, rendered inside the page and opened in the modal. */
  productUuid: string | null;
  siteUrl: string;
  dehydratedState: DehydratedState;
}


/** A text of the page's language from the shell's bundles (the server has no `t` outside React). */
function text(shell: ShellProps, key: string): string {
  const store = (shell as { _nextI18Next?: { initialI18nStore?: Record<string, { translation?: Record<string, string> }> } })._nextI18Next?.initialI18nStore;
  return store?.[shell.locale]?.translation?.[key] ?? key;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * A group member's `member` cookie (contract §5): a page opened with `?g=` of another cart follows a new
 * invitation, so the old membership is dropped (as is a cookie that does not parse). The browser reads the
 * cookie itself; the page's HTML does not depend on it.
 */
function dropStaleMembership(ctx: GetServerSidePropsContext): void {
  const raw = readCookie(ctx.req, MEMBER_COOKIE);
  if (raw === undefined) return;
  const member = parseMembership(raw);
  if (member && !membershipStale(member, first(ctx.query.g))) return;
  const previous = ctx.res.getHeader('Set-Cookie');
  const cookies = previous === undefined ? [] : Array.isArray(previous) ? previous : [String(previous)];
  ctx.res.setHeader('Set-Cookie', [...cookies, DROP_MEMBER_COOKIE]);
  ctx.res.setHeader('Cache-Control', 'private, no-store');
}

type ShopPageData = { dehydratedState: DehydratedState; jsonLd: ReturnType<typeof shopPageJsonLd> };
// Built from public answers only: kept for every visitor of a language and currency (public-state.ts).
const keptPages = publicStateStore<ShopPageData | null>();

/**
 * getServerSideProps' `load` of /restaurant/[id] and /shop/[id]: the shop (404 when unknown) and, in parallel,
 * its menu, first reviews, branches, brands, working check and the deep-linked product, dehydrated for the
 * first paint. Guests' pages may be kept briefly by a CDN; signed-in pages stay private (set by the shell).
 * The JSON-LD is built from the whole menu and goes to `_document` (page-jsonld.ts); the page data carries the
 * menu cut to what the page shows (menu-data.ts).
 */
export function loadShopPage(kind: ShopKind) {
  return async (ctx: GetServerSidePropsContext, shell: ShellProps): Promise<ShopPageProps | { notFound: true }> => {
    const id = first(ctx.params?.id);
    if (!id) return { notFound: true };
    dropStaleMembership(ctx);
    const productUuid = first(ctx.query.product) || null;
    const siteUrl = publicOrigin(ctx.req);
    const page = await keptPages(ctx.req, shell.locale, `${kind} ${id} ${productUuid ?? ''} ${siteUrl}`, (http) => buildShopPage(http, shell, id, productUuid, siteUrl));
    if (!page) return { notFound: true };
    setPageJsonLd(ctx.res, page.jsonLd);
    return { id, kind, productUuid, siteUrl, dehydratedState: page.dehydratedState };
  };
}

/** The page's data and JSON-LD; null when the API does not know the shop (or the id is malformed). */
async function buildShopPage(http: Http, shell: ShellProps, id: string, productUuid: string | null, siteUrl: string) {
  const qc = serverQueryClient();
  const { locale } = shell;
  try {
    await qc.fetchQuery(shopQuery(http, locale, id));
  } catch (failure) {
    const status = failureStatus(failure);
    if (status === 404 || status === 400) return { value: null, keep: false };
  }
  const skip = () => undefined;
  let menu: ShopMenu | undefined;
  const loadMenu = async () => {
    menu = await fetchMenu(http, id);
    qc.setQueryData(menuQuery(http, locale, id).queryKey, menuPage(menu));
  };
  await Promise.all([
    loadMenu().catch(skip),
    qc.prefetchInfiniteQuery(reviewsQuery(http, locale, id)),
    qc.prefetchQuery(branchesQuery(http, locale, id)),
    qc.prefetchQuery(brandsQuery(http, locale, id)),
    qc.prefetchQuery(workingQuery(http, id)),
    productUuid ? qc.prefetchQuery(productQuery(http, locale, productUuid)) : null,
  ]).catch(skip);
  const shop = qc.getQueryData<Shop>(shopQuery(http, locale, id).queryKey);
  const jsonLd = shop
    ? shopPageJsonLd({
        shop,
        menu: menu?.all,
        product: productUuid ? qc.getQueryData<Product>(productQuery(http, locale, productUuid).queryKey) : null,
        siteUrl,
        locale,
        currency: currencyCode(pickCurrency(shell.currencies, shell.currencyId)),
        crumbs: { home: text(shell, 'shop.breadcrumb.home'), list: text(shell, shop.type === 'shop' ? 'shop.breadcrumb.shops' : 'shop.breadcrumb.restaurants') },
      })
    : [];
  const dehydratedState = dehydratedProps(qc);
  // The menu is read outside the query client: kept only when it came too.
  return { value: { dehydratedState, jsonLd }, keep: Boolean(shop && menu) && allQueriesSucceeded(qc) };
}
