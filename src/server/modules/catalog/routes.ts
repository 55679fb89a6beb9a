import {
  brandListQuery,
  categoryListQuery,
  categoryParams,
  categoryQuery,
  productParams,
  productQuery,
  productSearchQuery,
  shopProductsParams,
  shopProductsQuery,
} from '@/contract/schemas/catalog';
import { success } from '../../http/envelope';
import { defineRoute, json } from '../../http/route';
import { shopMenu } from './menu';
import { showProduct } from './product';
import * as catalog from './service';

/** The public catalogue (contract §3.3): shop menus, products, search, categories and brands. */
const cached = { headers: { 'Cache-Control': 'public, max-age=60' } };
const tag = 'catalog';

export const catalogRoutes = [
  defineRoute({
    method: 'GET', path: '/rest/shops/:id/products', summary: 'Shop menu: recommended products and categories with their products', tag, auth: 'none',
    params: shopProductsParams, query: shopProductsQuery,
    handler: async ({ ctx, req, params, query }) => json(success(await shopMenu(ctx, req, params.id, query)), cached),
  }),
  defineRoute({
    method: 'GET', path: '/rest/products/search', summary: 'Products whose title contains the search text', tag, auth: 'none',
    query: productSearchQuery,
    handler: async ({ ctx, req, query }) => json(await catalog.searchProducts(ctx, req, query), cached),
  }),
  defineRoute({
    method: 'GET', path: '/rest/products/:uuid', summary: 'One published product with stocks, extras, add-ons and bonuses', tag, auth: 'none',
    params: productParams, query: productQuery,
    handler: async ({ ctx, req, params, query }) => json(success(await showProduct(ctx, req, params.uuid, query.currency_id)), cached),
  }),
  defineRoute({
    method: 'GET', path: '/rest/categories/paginate', summary: 'Active root categories of a type with their children', tag, auth: 'none',
    query: categoryListQuery,
    handler: async ({ ctx, req, query }) => json(await catalog.listCategories(ctx, req, query), cached),
  }),
  defineRoute({
    method: 'GET', path: '/rest/categories/:uuid', summary: 'One active category with its children', tag, auth: 'none',
    params: categoryParams, query: categoryQuery,
    handler: async ({ ctx, req, params }) => json(success(await catalog.showCategory(ctx, req, params.uuid)), cached),
  }),
  defineRoute({
    method: 'GET', path: '/rest/brands/paginate', summary: 'Active brands with product counts, optionally within a shop or category', tag, auth: 'none',
    query: brandListQuery,
    handler: async ({ ctx, req, query }) => json(await catalog.listBrands(ctx, req, query), cached),
  }),
];
