import { formatTimestamp } from '@/contract/format';
import type { AppContext } from '../../context';
import type { AuthUser } from '../../http/auth';
import { notFound } from '../../http/api-error';
import { paginate } from '../../http/envelope';
import type { RequestInfo } from '../../http/route';
import { findUserOrder } from '../orders/queries';
import { notifyChat } from './events';
import { demoGreeting } from './greeting';
import * as q from './queries';

/** Support chat: a customer writes to the admins (one chat each, created on the first message); staff answer. */

export function presentMessage(row: q.MessageRow) {
  return {
    id: row.id,
    chat_id: row.chatId,
    sender: row.sender,
    sender_id: row.senderId,
    chat_content: row.chatContent,
    order_id: row.orderId,
    unread: row.unread,
    created_at: formatTimestamp(row.createdAt),
  };
}
export type ChatMessage = ReturnType<typeof presentMessage>;

const presentChat = (row: q.ChatRow) => ({ id: row.id, user_id: row.userId, created_at: formatTimestamp(row.createdAt), updated_at: formatTimestamp(row.updatedAt) });

/** The caller's support chat (null before their first message), its unread count and newest messages. */
export async function showOwnChat(ctx: AppContext, auth: AuthUser, limit: number) {
  const chat = await q.findSupportChat(ctx.db, auth.user.id);
  if (!chat) return { chat: null, unread: 0, messages: [] };
  const [unread, rows] = await Promise.all([q.unreadCount(ctx.db, { customerId: auth.user.id }, 'user'), q.latestMessages(ctx.db, chat.id, limit)]);
  return { chat: presentChat(chat), unread, messages: rows.map(presentMessage) };
}

/** Another customer's chat is not found (no existence oracle). */
async function ownChat(ctx: AppContext, auth: AuthUser, chatId: number): Promise<q.ChatRow> {
  const chat = await q.findSupportChatById(ctx.db, chatId);
  if (!chat || chat.userId !== auth.user.id) throw notFound();
  return chat;
}

async function anyChat(ctx: AppContext, chatId: number): Promise<q.ChatRow> {
  const chat = await q.findSupportChatById(ctx.db, chatId);
  if (!chat) throw notFound();
  return chat;
}

async function listMessages(ctx: AppContext, chat: q.ChatRow, args: { after_id?: number; limit: number }) {
  const rows = args.after_id === undefined ? await q.latestMessages(ctx.db, chat.id, args.limit) : await q.messagesOfChatAfter(ctx.db, chat.id, args.after_id, args.limit);
  return rows.map(presentMessage);
}

export async function customerMessages(ctx: AppContext, auth: AuthUser, chatId: number, args: { after_id?: number; limit: number }) {
  return listMessages(ctx, await ownChat(ctx, auth, chatId), args);
}

export async function staffMessages(ctx: AppContext, chatId: number, args: { after_id?: number; limit: number }) {
  return listMessages(ctx, await anyChat(ctx, chatId), args);
}

/** Stores a customer's message; the first one gets the demo operator's greeting (in the caller's language). */
export async function sendAsCustomer(ctx: AppContext, auth: AuthUser, body: { message: string; order_id?: number }, lang?: string) {
  if (body.order_id !== undefined && !(await findUserOrder(ctx.db, auth.user.id, body.order_id))) throw notFound();
  const customerId = auth.user.id;
  const { message, first } = await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    const chat = await q.openSupportChat(tx, customerId, now);
    const first = (await q.countMessagesBy(tx, chat.id, 'user')) === 0;
    const row = await q.insertMessage(tx, { chatId: chat.id, sender: 'user', senderId: customerId, chatContent: body.message, orderId: body.order_id ?? null, createdAt: now });
    await notifyChat(tx, customerId, chat.id, 'message');
    return { message: row, first };
  });
  // A separate write after the customer's: it reaches their stream as its own live message.
  if (first && ctx.config.demoOperator) await answer(ctx, message.chatId, customerId, null, demoGreeting(lang));
  return presentMessage(message);
}

async function answer(ctx: AppContext, chatId: number, customerId: number, staffId: number | null, text: string) {
  return ctx.db.transaction(async (tx) => {
    const row = await q.insertMessage(tx, { chatId, sender: 'admin', senderId: staffId, chatContent: text, createdAt: ctx.clock.now() });
    await notifyChat(tx, customerId, chatId, 'message');
    return row;
  });
}

export async function sendAsStaff(ctx: AppContext, auth: AuthUser, chatId: number, body: { message: string }) {
  const chat = await anyChat(ctx, chatId);
  return presentMessage(await answer(ctx, chat.id, chat.userId, auth.user.id, body.message));
}

async function markRead(ctx: AppContext, chat: q.ChatRow, reader: q.Side) {
  const read = await ctx.db.transaction(async (tx) => {
    const n = await q.markRead(tx, chat.id, reader);
    if (n) await notifyChat(tx, chat.userId, chat.id, 'read');
    return n;
  });
  return { read };
}

export async function readAsCustomer(ctx: AppContext, auth: AuthUser, chatId: number) {
  return markRead(ctx, await ownChat(ctx, auth, chatId), 'user');
}

export async function readAsStaff(ctx: AppContext, chatId: number) {
  return markRead(ctx, await anyChat(ctx, chatId), 'admin');
}

export async function listChats(ctx: AppContext, req: RequestInfo, args: { page: number; perPage: number }) {
  const { rows, total } = await q.listSupportChats(ctx.db, args.page, args.perPage);
  const data = rows.map((r) => ({ ...presentChat(r.chat), user: { id: r.chat.userId, firstname: r.firstname, lastname: r.lastname }, unread: Number(r.unread ?? 0) }));
  return paginate(data, total, args.page, args.perPage, '/api/v1/dashboard/admin/chats', req.search);
}
