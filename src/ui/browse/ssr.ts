import { QueryClient, type DehydratedState } from '@tanstack/react-query';
import type { GetServerSidePropsContext } from 'next';
import { DEFAULT_LOCATION_STRING } from '@/ui/config/constants';
import { failureStatus } from '../content/errors';
import { categoriesQuery } from '../home/queries';
import type { Http } from '../http/json';
import { createServerClient } from '../http/server-client';
import { publicOrigin } from '../seo/site';
import type { ShellProps } from '../ssr/shell';
import type { BannerKind } from './banner-pages';
import { brandParam } from './brand-param';
import { bannerListQuery, bannerQuery, brandsQuery, categoryQuery, filteredShopsQuery } from './queries';
import { dehydratedProps, serverQueryClient } from '../ssr/query-state';

/** Props of every browse page: the public origin for canonical URLs and the server-read data. */
export interface BrowsePageProps {
  siteUrl: string;
  dehydratedState: DehydratedState;
  /** The category uuid or banner id of a detail page. */
  id?: string;
  /** /brands?brand=<id>: the chosen brand. */
  brandId?: number | null;
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
/** The server renders the list for the default place, as the client store starts. */
const AT = DEFAULT_LOCATION_STRING;

type Prefetch = (qc: QueryClient, http: Http, locale: string, id: string) => Promise<unknown>;

/**
 * getServerSideProps' `load` of a browse page. `detail` reads the page's own object first: the API's 404 (or
 * 400 for a malformed id) answers the 404 page. Lists that fail are left to the browser to retry. Cache
 * headers are the shell's: guests without personal cookies get a brief public CDN copy, sessions stay private.
 */
function browseLoad(opts: { param?: string; detail?: Prefetch; lists?: Prefetch; brand?: boolean }) {
  return async (ctx: GetServerSidePropsContext, shell: ShellProps): Promise<BrowsePageProps | { notFound: true }> => {
    const id = opts.param ? first(ctx.params?.[opts.param]) : '';
    if (opts.param && !id) return { notFound: true };
    const qc = serverQueryClient();
    const http = createServerClient(ctx.req, shell.locale);
    if (opts.detail) {
      try {
        await opts.detail(qc, http, shell.locale, id ?? '');
      } catch (failure) {
        const status = failureStatus(failure);
        if (status === 404 || status === 400) return { notFound: true };
      }
    }
    await opts.lists?.(qc, http, shell.locale, id ?? '').catch(() => undefined);
    const props: BrowsePageProps = { siteUrl: publicOrigin(ctx.req), dehydratedState: dehydratedProps(qc) };
    if (opts.param) props.id = id;
    if (opts.brand) props.brandId = brandParam(first(ctx.query.brand));
    return props;
  };
}

export const loadCategoryList = browseLoad({ lists: (qc, http, locale) => qc.prefetchQuery(categoriesQuery(http, locale)) });

export const loadCategory = browseLoad({
  param: 'id',
  detail: async (qc, http, locale, uuid) => {
    const category = await qc.fetchQuery(categoryQuery(http, locale, uuid));
    await qc.prefetchInfiniteQuery(filteredShopsQuery(http, locale, { category_id: category.id }, AT));
  },
});

export const loadBannerList = (kind: BannerKind) => browseLoad({ lists: (qc, http, locale) => qc.prefetchInfiniteQuery(bannerListQuery(http, locale, kind, AT)) });

export const loadBanner = (kind: BannerKind) =>
  browseLoad({ param: 'id', detail: (qc, http, locale, id) => qc.fetchInfiniteQuery(bannerQuery(http, locale, kind, id)) });

export function loadBrands(ctx: GetServerSidePropsContext, shell: ShellProps) {
  const brand = brandParam(first(ctx.query.brand));
  return browseLoad({
    brand: true,
    lists: (qc, http, locale) =>
      Promise.all([qc.prefetchQuery(brandsQuery(http, locale)), qc.prefetchInfiniteQuery(filteredShopsQuery(http, locale, brand ? { brand_id: brand } : { verify: 1 }, AT))]),
  })(ctx, shell);
}
