import { chatAnswerBody, chatListQuery, chatMessagesQuery, chatParams, chatQuery, chatSendBody, chatStreamQuery } from '@/contract/schemas/chat';
import { success } from '../../http/envelope';
import { defineRoute, json } from '../../http/route';
import { staffActor } from '../orders/staff';
import * as chat from './service';
import { lastEventId, openChatStream } from './stream';

/**
 * Support chat (issue 18 item 5): a signed-in customer writes to the admins under `dashboard/user/chat…`
 * (their own chat only: another's chat id is 404), staff answer under `dashboard/admin/chats…` (403 to
 * anyone else). Messages are oldest first; both sides get them live over server-sent events.
 */
const tag = 'chat';

export const chatRoutes = [
  defineRoute({
    method: 'GET', path: '/dashboard/user/chat', summary: "The caller's support chat (null before the first message), unread count and newest messages", tag, auth: 'required',
    query: chatMessagesQuery.pick({ lang: true, currency_id: true, limit: true }),
    handler: async ({ ctx, user, query }) => json(success(await chat.showOwnChat(ctx, user!, query.limit))),
  }),
  defineRoute({
    method: 'POST', path: '/dashboard/user/chat/messages', summary: 'Write to support (opens the chat; optionally about one of the caller’s orders)', tag, auth: 'required',
    query: chatQuery, body: chatSendBody,
    handler: async ({ ctx, user, body, query }) => json(success(await chat.sendAsCustomer(ctx, user!, body, query.lang)), { status: 201 }),
  }),
  defineRoute({
    method: 'GET', path: '/dashboard/user/chat/stream', summary: "Server-sent events: the caller's new chat messages and unread count", tag, auth: 'required',
    query: chatStreamQuery,
    handler: async ({ ctx, req, user, query }) =>
      openChatStream(ctx, { scope: { customerId: user!.user.id }, reader: 'user', afterId: lastEventId(req.headers['last-event-id']) ?? query.after_id }),
  }),
  defineRoute({
    method: 'GET', path: '/dashboard/user/chat/:id/messages', summary: "Messages of the caller's chat, oldest first (after_id: catch up)", tag, auth: 'required',
    params: chatParams, query: chatMessagesQuery,
    handler: async ({ ctx, user, params, query }) => json(success(await chat.customerMessages(ctx, user!, params.id, query))),
  }),
  defineRoute({
    method: 'POST', path: '/dashboard/user/chat/:id/read', summary: "Mark support's messages in the caller's chat read", tag, auth: 'required',
    params: chatParams, query: chatQuery,
    handler: async ({ ctx, user, params }) => json(success(await chat.readAsCustomer(ctx, user!, params.id))),
  }),
  defineRoute({
    method: 'GET', path: '/dashboard/admin/chats', summary: 'Support chats, oldest first, with unread counts (admin)', tag, auth: 'required',
    query: chatListQuery,
    handler: async ({ ctx, req, user, query }) => {
      staffActor(user!, 'admin');
      return json(await chat.listChats(ctx, req, query));
    },
  }),
  defineRoute({
    method: 'GET', path: '/dashboard/admin/chats/stream', summary: 'Server-sent events: new messages of every support chat (admin)', tag, auth: 'required',
    query: chatStreamQuery,
    handler: async ({ ctx, req, user, query }) => {
      staffActor(user!, 'admin');
      return openChatStream(ctx, { scope: { customerId: null }, reader: 'admin', afterId: lastEventId(req.headers['last-event-id']) ?? query.after_id });
    },
  }),
  defineRoute({
    method: 'GET', path: '/dashboard/admin/chats/:id/messages', summary: 'Messages of one support chat, oldest first (admin)', tag, auth: 'required',
    params: chatParams, query: chatMessagesQuery,
    handler: async ({ ctx, user, params, query }) => {
      staffActor(user!, 'admin');
      return json(success(await chat.staffMessages(ctx, params.id, query)));
    },
  }),
  defineRoute({
    method: 'POST', path: '/dashboard/admin/chats/:id/messages', summary: 'Answer a customer in their support chat (admin)', tag, auth: 'required',
    params: chatParams, query: chatQuery, body: chatAnswerBody,
    handler: async ({ ctx, user, params, body }) => {
      staffActor(user!, 'admin');
      return json(success(await chat.sendAsStaff(ctx, user!, params.id, body)), { status: 201 });
    },
  }),
  defineRoute({
    method: 'POST', path: '/dashboard/admin/chats/:id/read', summary: "Mark a customer's messages read (admin)", tag, auth: 'required',
    params: chatParams, query: chatQuery,
    handler: async ({ ctx, user, params }) => {
      staffActor(user!, 'admin');
      return json(success(await chat.readAsStaff(ctx, params.id)));
    },
  }),
];
