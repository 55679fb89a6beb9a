import { favouriteAddBody, favouriteListQuery, favouriteMergeBody, favouriteShopParams } from '@/contract/schemas/favourites';
import { success } from '../../http/envelope';
import { defineRoute, json } from '../../http/route';
import * as favourites from './service';

/** Server-side favourite shops of signed-in users (contract §0.8); guests keep the local `liked` slice. */
const tag = 'favourites';

export const favouriteRoutes = [
  defineRoute({
    method: 'GET', path: '/dashboard/user/favourites/shops', summary: 'Liked approved shops of the caller, newest first', tag, auth: 'required',
    query: favouriteListQuery,
    handler: async ({ ctx, req, user, query }) => json(await favourites.listShops(ctx, req, user!, query)),
  }),
  defineRoute({
    method: 'POST', path: '/dashboard/user/favourites/shops', summary: 'Like a shop (idempotent)', tag, auth: 'required',
    body: favouriteAddBody,
    handler: async ({ ctx, user, body }) => json(success(await favourites.addShop(ctx, user!, body.shop_id))),
  }),
  defineRoute({
    method: 'DELETE', path: '/dashboard/user/favourites/shops/:shop_id', summary: 'Unlike a shop (idempotent)', tag, auth: 'required',
    params: favouriteShopParams,
    handler: async ({ ctx, user, params }) => json(success(await favourites.removeShop(ctx, user!, params.shop_id))),
  }),
  defineRoute({
    method: 'POST', path: '/dashboard/user/favourites/shops/merge', summary: 'Merge the guest likes (≤ 100 shop uuids) on sign-in', tag, auth: 'required',
    query: favouriteListQuery, body: favouriteMergeBody,
    handler: async ({ ctx, req, user, query, body }) => json(await favourites.mergeShops(ctx, req, user!, body.uuids, query)),
  }),
];
