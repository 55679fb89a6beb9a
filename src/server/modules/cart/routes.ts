import { z } from 'zod';
import {
  calculateBody,
  cartIdParams,
  cartQuery,
  couponCheckBody,
  deleteCartsBody,
  deleteLinesBody,
  insertProductBody,
  openCartBody,
  setGroupBody,
} from '@/contract/schemas/cart';
import { commonQuery } from '@/contract/schemas/fields';
import { success } from '../../http/envelope';
import { defineRoute, json, type RouteDef } from '../../http/route';
import { calculate, checkCoupon } from './calculate';
import { groupRoutes } from './group-routes';
import * as cart from './service';

/** The user cart (dashboard/user/cart/*), group participants and the coupon check (contract §3.5, §3.6). */
const tag = 'cart';
const base = '/dashboard/user/cart';
const currencyQuery = z.object(commonQuery);

export const cartRoutes: RouteDef[] = [
  defineRoute({
    method: 'GET', path: base, summary: "The caller's cart with participants and lines, recalculated, in the display currency (404 when none; with allow_empty=1, 200 and data null)", tag, auth: 'required',
    query: cartQuery,
    handler: async ({ ctx, req, user, query }) => json(success(await cart.showCart(ctx, req, user!, query))),
  }),
  defineRoute({
    method: 'POST', path: `${base}/insert-product`,
    summary: "Set lines of the caller's cart: quantity SETS the line (0 deletes), clamped to min/max/stock; add-ons need their main line; prices from the server; 400 OTHER_SHOP when the cart holds another shop's lines",
    tag, auth: 'required',
    body: insertProductBody,
    handler: async ({ ctx, req, user, body }) => json(success(await cart.insertProducts(ctx, req, user!, body))),
  }),
  defineRoute({
    method: 'POST', path: `${base}/open`, summary: "Create or reuse the caller's cart for a shop (400 OTHER_SHOP when it holds another shop's lines)", tag, auth: 'required',
    body: openCartBody,
    handler: async ({ ctx, req, user, body }) => json(success(await cart.openCart(ctx, req, user!, body))),
  }),
  defineRoute({
    method: 'DELETE', path: `${base}/product/delete`, summary: 'Remove own cart lines (with their add-ons and bonus lines); any foreign id → 404, nothing removed', tag, auth: 'required',
    body: deleteLinesBody,
    handler: async ({ ctx, req, user, body }) => json(success(await cart.deleteLines(ctx, req, user!, body.ids))),
  }),
  defineRoute({
    method: 'DELETE', path: `${base}/delete`, summary: 'Delete own carts by id (clear cart); any foreign id → 404', tag, auth: 'required',
    body: deleteCartsBody,
    handler: async ({ ctx, user, body }) => json(success(await cart.deleteCarts(ctx, user!, body.ids))),
  }),
  defineRoute({
    method: 'DELETE', path: `${base}/my-delete`, summary: 'Delete every cart the caller owns (idempotent)', tag, auth: 'required',
    query: currencyQuery,
    handler: async ({ ctx, user }) => json(success(await cart.deleteMyCarts(ctx, user!))),
  }),
  defineRoute({
    method: 'POST', path: `${base}/calculate/:cart_id`,
    summary: 'Price the own cart for delivery (address in the shop zone, else 400 NOT_IN_POLYGON), pickup or dine_in, with coupon and tips: the same totals the order will have',
    tag, auth: 'required',
    params: cartIdParams, query: currencyQuery, body: calculateBody,
    handler: async ({ ctx, req, user, params, query, body }) => json(success(await calculate(ctx, req, user!, params.cart_id, body, query.currency_id))),
  }),
  defineRoute({
    method: 'POST', path: `${base}/set-group/:cart_id`,
    summary: "Toggle group ordering of the own cart (403 while the group_order setting is off). Switching on makes a new share-link invite_token, shown only to the owner, and stores the optional password (6-64 characters) members must give; switching off ends the group without ordering: guests' lines and memberships go, streams get `ended`",
    tag, auth: 'required',
    params: cartIdParams, body: setGroupBody,
    handler: async ({ ctx, user, params, body }) => json(success(await cart.toggleGroup(ctx, user!, params.cart_id, body))),
  }),
  defineRoute({
    method: 'POST', path: '/rest/coupons/check', summary: 'A usable coupon by code (400 ERROR_250 invalid, expired or used up; ERROR_251 already used by the caller)', tag, auth: 'optional',
    query: currencyQuery, body: couponCheckBody,
    handler: async ({ ctx, req, user, query, body }) => json(success(await checkCoupon(ctx, req, user, body, query.currency_id))),
  }),
  ...groupRoutes,
];
