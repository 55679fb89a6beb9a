import { addressBody, addressDeleteQuery, addressListQuery, addressParams } from '@/contract/schemas/addresses';
import { success } from '../../http/envelope';
import { defineRoute, json } from '../../http/route';
import * as addresses from './service';

/** Saved delivery addresses of the signed-in customer (contract §3.9). */
const tag = 'addresses';

export const addressRoutes = [
  defineRoute({
    method: 'GET', path: '/dashboard/user/addresses', summary: 'Saved addresses of the caller, default first', tag, auth: 'required',
    query: addressListQuery,
    handler: async ({ ctx, req, user, query }) => json(await addresses.list(ctx, req, user!, query)),
  }),
  defineRoute({
    method: 'POST', path: '/dashboard/user/addresses', summary: 'Save an address (the first becomes the default); answers in_zone', tag, auth: 'required',
    body: addressBody,
    handler: async ({ ctx, user, body }) => json(success(await addresses.create(ctx, user!, body)), { status: 201 }),
  }),
  defineRoute({
    method: 'PUT', path: '/dashboard/user/addresses/:id', summary: 'Replace one of the caller\'s addresses; answers in_zone', tag, auth: 'required',
    params: addressParams, body: addressBody,
    handler: async ({ ctx, user, params, body }) => json(success(await addresses.update(ctx, user!, params.id, body))),
  }),
  defineRoute({
    method: 'DELETE', path: '/dashboard/user/addresses/delete', summary: 'Delete the caller\'s addresses `ids[]`', tag, auth: 'required',
    query: addressDeleteQuery,
    handler: async ({ ctx, user, query }) => json(success(await addresses.remove(ctx, user!, query.ids))),
  }),
  defineRoute({
    method: 'POST', path: '/dashboard/user/address/set-active/:id', summary: 'Make one of the caller\'s addresses the default', tag, auth: 'required',
    params: addressParams,
    handler: async ({ ctx, user, params }) => json(success(await addresses.setActive(ctx, user!, params.id))),
  }),
  defineRoute({
    method: 'GET', path: '/dashboard/user/address/get-active', summary: 'The caller\'s default address (null when none)', tag, auth: 'required',
    handler: async ({ ctx, user }) => json(success(await addresses.getActive(ctx, user!))),
  }),
];
