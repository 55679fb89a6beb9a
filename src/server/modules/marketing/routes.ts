import { adsListQuery, bannerListQuery, bannerParams, bannerShowQuery, storiesQuery } from '@/contract/schemas/catalog';
import { success } from '../../http/envelope';
import { defineRoute, json } from '../../http/route';
import * as marketing from './service';
import { listStories } from './stories';

/** Promotions (contract §3.4): banners, ads and shop stories. */
const cached = { headers: { 'Cache-Control': 'public, max-age=60' } };
const tag = 'marketing';

export const marketingRoutes = [
  defineRoute({
    method: 'GET', path: '/rest/banners/paginate', summary: 'Active banners (promotions)', tag, auth: 'none',
    query: bannerListQuery,
    handler: async ({ ctx, req, query }) => json(await marketing.listBanners(ctx, req, query.type ?? 'banner', query), cached),
  }),
  defineRoute({
    method: 'GET', path: '/rest/banners/:id', summary: 'One banner with a page of the shops it promotes', tag, auth: 'none',
    params: bannerParams, query: bannerShowQuery,
    handler: async ({ ctx, req, params, query }) => json(success(await marketing.showBanner(ctx, req, 'banner', params.id, query)), cached),
  }),
  defineRoute({
    method: 'GET', path: '/rest/banners-ads', summary: 'Active ads (same shape as banners)', tag, auth: 'none',
    query: adsListQuery,
    handler: async ({ ctx, req, query }) => json(await marketing.listBanners(ctx, req, 'ads', query), cached),
  }),
  defineRoute({
    method: 'GET', path: '/rest/banners-ads/:id', summary: 'One ad with a page of the shops it promotes', tag, auth: 'none',
    params: bannerParams, query: bannerShowQuery,
    handler: async ({ ctx, req, params, query }) => json(success(await marketing.showBanner(ctx, req, 'ads', params.id, query)), cached),
  }),
  defineRoute({
    method: 'GET', path: '/rest/stories/paginate', summary: 'Stories of the last 24 hours: a bare array with one array per shop', tag, auth: 'none',
    query: storiesQuery,
    handler: async ({ ctx, req, query }) => json(await listStories(ctx, req, query.perPage), cached),
  }),
];
