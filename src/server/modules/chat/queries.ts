import { and, asc, count, desc, eq, gt, isNull, max, ne, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { chatMessages, chats, users } from '../../db/schema';

/** Support chats (shop_id null) and their messages. A scope is one customer's chat, or all of them (staff). */

export type MessageRow = typeof chatMessages.$inferSelect;
export type ChatRow = typeof chats.$inferSelect;
export type Side = 'user' | 'admin';
/** customerId null: every support chat. */
export interface Scope {
  customerId: number | null;
}

const support = isNull(chats.shopId);
const inScope = (scope: Scope): SQL => and(support, scope.customerId === null ? undefined : eq(chats.userId, scope.customerId))!;

export async function findSupportChat(db: Db, customerId: number): Promise<ChatRow | undefined> {
  const [row] = await db.select().from(chats).where(and(support, eq(chats.userId, customerId))).limit(1);
  return row;
}

export async function findSupportChatById(db: Db, chatId: number): Promise<ChatRow | undefined> {
  const [row] = await db.select().from(chats).where(and(support, eq(chats.id, chatId))).limit(1);
  return row;
}

/** The customer's support chat, created on the first message (the unique key makes racing creators meet). */
export async function openSupportChat(tx: Db, customerId: number, now: Date): Promise<ChatRow> {
  await tx.insert(chats).values({ userId: customerId, shopId: null, createdAt: now, updatedAt: now }).onConflictDoNothing();
  return (await findSupportChat(tx, customerId))!;
}

export async function insertMessage(tx: Db, values: typeof chatMessages.$inferInsert): Promise<MessageRow> {
  const [row] = await tx.insert(chatMessages).values(values).returning();
  await tx.update(chats).set({ updatedAt: values.createdAt }).where(eq(chats.id, values.chatId));
  return row;
}

/** Messages of a scope after `afterId`, oldest first (the order the chat shows them). */
export async function messagesAfter(db: Db, scope: Scope, afterId: number, limit: number): Promise<MessageRow[]> {
  const rows = await db
    .select({ m: chatMessages })
    .from(chatMessages)
    .innerJoin(chats, eq(chats.id, chatMessages.chatId))
    .where(and(inScope(scope), gt(chatMessages.id, afterId)))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
    .limit(limit);
  return rows.map((r) => r.m);
}

/** The newest `limit` messages of one chat, returned oldest first. */
export async function latestMessages(db: Db, chatId: number, limit: number): Promise<MessageRow[]> {
  const rows = await db.select().from(chatMessages).where(eq(chatMessages.chatId, chatId)).orderBy(desc(chatMessages.createdAt), desc(chatMessages.id)).limit(limit);
  return rows.reverse();
}

export async function messagesOfChatAfter(db: Db, chatId: number, afterId: number, limit: number): Promise<MessageRow[]> {
  return db
    .select()
    .from(chatMessages)
    .where(and(eq(chatMessages.chatId, chatId), gt(chatMessages.id, afterId)))
    .orderBy(asc(chatMessages.createdAt), asc(chatMessages.id))
    .limit(limit);
}

export async function lastMessageId(db: Db, scope: Scope): Promise<number> {
  const [row] = await db.select({ id: max(chatMessages.id) }).from(chatMessages).innerJoin(chats, eq(chats.id, chatMessages.chatId)).where(inScope(scope));
  return Number(row?.id ?? 0);
}

/** Unread messages written by the other side: a customer counts the admins', staff count the customers'. */
export async function unreadCount(db: Db, scope: Scope, reader: Side): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(chatMessages)
    .innerJoin(chats, eq(chats.id, chatMessages.chatId))
    .where(and(inScope(scope), eq(chatMessages.unread, true), ne(chatMessages.sender, reader)));
  return Number(row?.n ?? 0);
}

/** Marks the other side's messages of one chat read; returns how many changed. */
export async function markRead(tx: Db, chatId: number, reader: Side): Promise<number> {
  const rows = await tx
    .update(chatMessages)
    .set({ unread: false })
    .where(and(eq(chatMessages.chatId, chatId), eq(chatMessages.unread, true), ne(chatMessages.sender, reader)))
    .returning({ id: chatMessages.id });
  return rows.length;
}

export async function countMessagesBy(tx: Db, chatId: number, sender: Side): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(chatMessages).where(and(eq(chatMessages.chatId, chatId), eq(chatMessages.sender, sender)));
  return Number(row?.n ?? 0);
}

/** Support chats for staff, oldest first (spec §7), with their customer and unread count. */
export async function listSupportChats(db: Db, page: number, perPage: number) {
  const unread = db
    .select({ chatId: chatMessages.chatId, n: count().as('n') })
    .from(chatMessages)
    .where(and(eq(chatMessages.unread, true), eq(chatMessages.sender, 'user')))
    .groupBy(chatMessages.chatId)
    .as('unread');
  const [rows, [total]] = await Promise.all([
    db
      .select({ chat: chats, firstname: users.firstname, lastname: users.lastname, unread: unread.n })
      .from(chats)
      .innerJoin(users, eq(users.id, chats.userId))
      .leftJoin(unread, eq(unread.chatId, chats.id))
      .where(support)
      .orderBy(asc(chats.createdAt), asc(chats.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(chats).where(support),
  ]);
  return { rows, total: Number(total?.n ?? 0) };
}
