import {
  branchListQuery,
  branchQuery,
  idParams,
  recommendedQuery,
  reviewsQuery,
  shopListQuery,
  shopParams,
  shopQuery,
  shopSearchQuery,
  takesQuery,
  workingCheckQuery,
  zoneCheckQuery,
} from '@/contract/schemas/shops';
import { success } from '../../http/envelope';
import { defineRoute, json } from '../../http/route';
import * as branches from './service-branches';
import * as detail from './service-detail';
import * as lists from './service-list';

/** Shops, restaurants, delivery zones and branches (contract §3.2). Public; shared caches may keep them briefly. */
const cached = { headers: { 'Cache-Control': 'public, max-age=30' } };
const tag = 'shops';

export const shopRoutes = [
  defineRoute({
    method: 'GET', path: '/rest/shops/paginate', summary: 'Approved shops with filters; with an address only those delivering there, by delivery fee', tag, auth: 'none',
    query: shopListQuery,
    handler: async ({ ctx, req, query }) => json(await lists.paginateShops(ctx, req, query), cached),
  }),
  defineRoute({
    method: 'GET', path: '/rest/shops/search', summary: 'Shops whose title contains the search text', tag, auth: 'none',
    query: shopSearchQuery,
    handler: async ({ ctx, req, query }) => json(await lists.searchShops(ctx, req, query), cached),
  }),
  defineRoute({
    method: 'GET', path: '/rest/shops/recommended', summary: 'Shops that sold at least recommended_count products in the last 30 days', tag, auth: 'none',
    query: recommendedQuery,
    handler: async ({ ctx, req, query }) => json(success(await detail.recommended(ctx, req, query)), cached),
  }),
  defineRoute({
    method: 'GET', path: '/rest/shops/:id', summary: 'One approved shop by id or uuid with hours, bonus, discounts, payments, categories; with an address, whether and for what fee it delivers there', tag, auth: 'none',
    params: shopParams, query: shopQuery,
    handler: async ({ ctx, req, params, query }) => json(success(await detail.showShop(ctx, req, params.id, query.currency_id, query.address)), cached),
  }),
  defineRoute({
    method: 'GET', path: '/rest/shops/:id/reviews', summary: "Reviews of a shop's orders, newest first", tag, auth: 'none',
    params: shopParams, query: reviewsQuery,
    handler: async ({ ctx, req, params, query }) => json(await detail.listReviews(ctx, req, params.id, query), cached),
  }),
  defineRoute({
    method: 'GET', path: '/rest/shops-takes', summary: 'Shop tags (filter chips), optionally of one category', tag, auth: 'none',
    query: takesQuery,
    handler: async ({ ctx, req, query }) => json(success(await detail.listTakes(ctx, req, query.category_id)), cached),
  }),
  defineRoute({
    method: 'GET', path: '/rest/shop/delivery-zone/check/distance', summary: 'Whether any open shop delivers to the address (400 NOT_IN_POLYGON)', tag, auth: 'none',
    query: zoneCheckQuery,
    handler: async ({ ctx, query }) => json(success(await detail.checkAnyZone(ctx, query.address))),
  }),
  defineRoute({
    method: 'GET', path: '/rest/shop/:id/delivery-zone/check/distance', summary: 'Whether this shop delivers to the address', tag, auth: 'none',
    params: idParams, query: zoneCheckQuery,
    handler: async ({ ctx, params, query }) => json(success(await detail.checkShopZone(ctx, params.id, query.address))),
  }),
  defineRoute({
    method: 'GET', path: '/rest/shop-working-check/:id', summary: 'Whether the shop works at date (YYYY-MM-DD HH:mm, UTC; default now)', tag, auth: 'none',
    params: idParams, query: workingCheckQuery,
    handler: async ({ ctx, params, query }) => json(success(await detail.workingCheck(ctx, params.id, query.date))),
  }),
  ...['/rest/branches', '/rest/branches/paginate'].map((path) =>
    defineRoute({
      method: 'GET', path, summary: 'Pickup branches, optionally of one shop', tag, auth: 'none',
      query: branchListQuery,
      handler: async ({ ctx, req, query }) => json(await branches.listBranches(ctx, req, query, path.replace('/rest', '')), cached),
    }),
  ),
  defineRoute({
    method: 'GET', path: '/rest/branches/:id', summary: 'One pickup branch with its shop', tag, auth: 'none',
    params: idParams, query: branchQuery,
    handler: async ({ ctx, req, params }) => json(success(await branches.showBranch(ctx, req, params.id)), cached),
  }),
];
