// Customer ↔ shop / admin support chat (replaces the web app's Firestore collections).
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { chatSenders } from './enums';
import { users } from './identity';
import { orders } from './orders';
import { shops } from './shops';
import { createdAt, id, inList, timestamps } from './columns';

/** One conversation per (customer, shop); `shop_id` null = conversation with the admins. */
export const chats = pgTable(
  'chats',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    shopId: integer('shop_id').references(() => shops.id, { onDelete: 'cascade' }),
    ...timestamps(),
  },
  (t) => [
    unique('chats_user_id_shop_id_unique').on(t.userId, t.shopId).nullsNotDistinct(),
    index('chats_shop_id_idx').on(t.shopId, t.updatedAt),
  ],
);

export const chatMessages = pgTable(
  'chat_messages',
  {
    id: id(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => chats.id, { onDelete: 'cascade' }),
    /** Which side wrote it. */
    sender: text('sender').notNull(),
    /** The author account (customer, seller staff or admin). */
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    chatContent: text('chat_content'),
    chatImg: text('chat_img'),
    /** The order the customer asked about (a chat opened from an order page). */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    unread: boolean('unread').notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [
    index('chat_messages_chat_id_idx').on(t.chatId, t.createdAt),
    index('chat_messages_sender_id_idx').on(t.senderId),
    check('chat_messages_sender_check', inList(t.sender, chatSenders)),
    check('chat_messages_content_check', sql`${t.chatContent} is not null or ${t.chatImg} is not null`),
  ],
);
