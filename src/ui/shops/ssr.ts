import { dehydrate, QueryClient, type DehydratedState } from '@tanstack/react-query';
import type { GetServerSidePropsContext } from 'next';
import { failureStatus } from '../content/errors';
import { createServerClient } from '../http/server-client';
import { publicOrigin } from '../seo/origin';
import type { ShellProps } from '../ssr/shell';
import { branchesQuery, brandsQuery, menuQuery, productQuery, reviewsQuery, shopQuery, workingQuery } from './queries';

export type ShopKind = 'restaurant' | 'shop';

export interface ShopPageProps {
  id: string;
  kind: ShopKind;
  /** `?product=<uuid>` of a deep link, rendered inside the page and opened in the modal. */
  productUuid: string | null;
  siteUrl: string;
  dehydratedState: DehydratedState;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);

/**
 * getServerSideProps' `load` of /restaurant/[id] and /shop/[id]: the shop (404 when unknown) and, in parallel,
 * its menu, first reviews, branches, brands, working check and the deep-linked product, dehydrated for the
 * first paint. Guests' pages may be kept briefly by a CDN; signed-in pages stay private (set by the shell).
 */
export function loadShopPage(kind: ShopKind) {
  return async (ctx: GetServerSidePropsContext, shell: ShellProps): Promise<ShopPageProps | { notFound: true }> => {
    const id = first(ctx.params?.id);
    if (!id) return { notFound: true };
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const http = createServerClient(ctx.req, shell.locale);
    const { locale } = shell;
    const productUuid = first(ctx.query.product) || null;
    try {
      await qc.fetchQuery(shopQuery(http, locale, id));
    } catch (failure) {
      const status = failureStatus(failure);
      if (status === 404 || status === 400) return { notFound: true };
    }
    const skip = () => undefined;
    await Promise.all([
      qc.prefetchQuery(menuQuery(http, locale, id)),
      qc.prefetchInfiniteQuery(reviewsQuery(http, locale, id)),
      qc.prefetchQuery(branchesQuery(http, locale, id)),
      qc.prefetchQuery(brandsQuery(http, locale, id)),
      qc.prefetchQuery(workingQuery(http, id)),
      productUuid ? qc.prefetchQuery(productQuery(http, locale, productUuid)) : null,
    ]).catch(skip);
    return { id, kind, productUuid, siteUrl: publicOrigin(ctx.req), dehydratedState: JSON.parse(JSON.stringify(dehydrate(qc))) as DehydratedState };
  };
}
