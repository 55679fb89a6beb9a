import {
  guestCartQuery,
  guestDeleteLinesBody,
  guestInsertBody,
  guestJoinBody,
  guestLeaveQuery,
  guestStatusBody,
  memberDeleteQuery,
  participantParams,
  participantStatusBody,
  streamMemberQuery,
} from '@/contract/schemas/cart';
import { commonQuery } from '@/contract/schemas/fields';
import { z } from 'zod';
import { id } from '@/contract/schemas/fields';
import { success } from '../../http/envelope';
import { defineRoute, json } from '../../http/route';
import * as group from './group';
import { openCartStream } from './group-stream';
import { endGroupNow } from './service';

/** Group orders (contract §0.11, §3.5): guests join with the share link's token and act only as themselves, through their own uuid; the owner kicks and flips statuses. */
const tag = 'cart';
const cartParams = z.object({ cart_id: id() });
const ownerQuery = z.object(commonQuery);

export const groupRoutes = [
  defineRoute({
    method: 'POST', path: '/rest/cart/open',
    summary: "Join a group cart with a display name (1-50 characters), the share link's token and the group password when there is one (any refusal → 404, nothing created; full → 409; group_order setting off → 403; throttled per address and per cart)",
    tag, auth: 'none',
    body: guestJoinBody,
    handler: async ({ ctx, req, body }) => json(success(await group.join(ctx, req, body))),
  }),
  defineRoute({
    method: 'GET', path: '/rest/cart/:cart_id', summary: "A group cart seen by a guest participant: others by id, name and status, only the caller's own uuid (403 when the uuid is not, or no longer, a guest of it)", tag, auth: 'none',
    params: cartParams, query: guestCartQuery,
    handler: async ({ ctx, req, params, query }) => json(success(await group.showForMember(ctx, req, params.cart_id, query))),
  }),
  defineRoute({
    method: 'GET', path: '/rest/cart/:cart_id/stream',
    summary: 'Server-sent events of a group cart for a guest member: `cart` {cart_id, revision} on any change (refetch), `kicked` (this member only), `closed` {order_id}, `ended`; the current state first; 403 when the uuid never was a member',
    tag, auth: 'none',
    params: cartParams, query: streamMemberQuery,
    handler: async ({ ctx, params, query }) => openCartStream(ctx, params.cart_id, { uuid: query.user_cart_uuid }),
  }),
  defineRoute({
    method: 'POST', path: '/rest/cart/insert-product', summary: "Set a guest participant's own lines (same rules as the user cart insert; the owner's part → 403)", tag, auth: 'none',
    body: guestInsertBody,
    handler: async ({ ctx, req, body }) => json(success(await group.insertForMember(ctx, req, body))),
  }),
  defineRoute({
    method: 'DELETE', path: '/rest/cart/product/delete', summary: "Remove a guest participant's own lines (another participant's line → 403, a line not in the cart → 404)", tag, auth: 'none',
    body: guestDeleteLinesBody,
    handler: async ({ ctx, req, body }) => json(success(await group.deleteMemberLines(ctx, req, body))),
  }),
  defineRoute({
    method: 'DELETE', path: '/rest/cart/member/delete', summary: 'A guest leaves the group (only its own uuid in ids; anyone else → 403)', tag, auth: 'none',
    query: guestLeaveQuery,
    handler: async ({ ctx, req, query }) => json(success(await group.leave(ctx, req, query))),
  }),
  defineRoute({
    method: 'POST', path: '/rest/cart/status/:user_cart_uuid', summary: 'A guest flips its own "choosing / done" status (another participant → 403)', tag, auth: 'none',
    params: participantParams, body: guestStatusBody,
    handler: async ({ ctx, req, params, body }) => json(success(await group.toggleMemberStatus(ctx, req, params.user_cart_uuid, body))),
  }),
  defineRoute({
    method: 'DELETE', path: '/dashboard/user/cart/member/delete', summary: 'The owner removes participants and their lines (unknown uuid → 404)', tag, auth: 'required',
    query: memberDeleteQuery,
    handler: async ({ ctx, req, user, query }) => json(success(await group.kick(ctx, req, user!, query))),
  }),
  defineRoute({
    method: 'POST', path: '/dashboard/user/cart/status/:user_cart_uuid', summary: "The owner flips a participant's status", tag, auth: 'required',
    params: participantParams, body: participantStatusBody,
    handler: async ({ ctx, req, user, params, body }) => json(success(await group.ownerToggleStatus(ctx, req, user!, params.user_cart_uuid, body.cart_id))),
  }),
  defineRoute({
    method: 'GET', path: '/dashboard/user/cart/:cart_id/stream',
    summary: "Server-sent events of the owner's group cart (as the member stream, without `kicked`): `closed` once the order is placed, `ended` when the group is off; 404 when not the caller's",
    tag, auth: 'required',
    params: cartParams, query: ownerQuery,
    handler: async ({ ctx, user, params }) => openCartStream(ctx, params.cart_id, { ownerId: user!.user.id }),
  }),
  defineRoute({
    method: 'DELETE', path: '/dashboard/user/cart/group/:cart_id',
    summary: "End the group without ordering: guests' lines and memberships go, streams get `ended` (a cart without a running group is answered unchanged)",
    tag, auth: 'required',
    params: cartParams, query: ownerQuery,
    handler: async ({ ctx, user, params }) => json(success(await endGroupNow(ctx, user!, params.cart_id))),
  }),
];
