import { z } from 'zod';
import { commonQuery, id, pagination, text } from './fields';

/** Request shapes of the support chat: a customer ↔ the admins (spec §3 chat store, §7 live messages). */

export const CHAT_MESSAGE_MAX = 2000;

/** A message; `order_id` when the customer writes from an order page (must be one of theirs). */
export const chatSendBody = z.strictObject({
  message: text(CHAT_MESSAGE_MAX),
  order_id: id().optional(),
});

/** A staff answer: text only. */
export const chatAnswerBody = z.strictObject({ message: text(CHAT_MESSAGE_MAX) });

export const chatParams = z.object({ id: id() });
export const chatQuery = z.object(commonQuery);

/** Messages after `after_id` (oldest first; catching up after a reconnect), else the newest `limit`. */
export const chatMessagesQuery = z.object({
  ...commonQuery,
  after_id: z.coerce.number().int().min(0, 'Must be 0 or more').max(2_147_483_647, 'Too large').optional(),
  limit: z.coerce.number().int().min(1).max(100).default(50),
});

/** A stream starts after `after_id` (else now); a reconnecting EventSource's Last-Event-ID wins. */
export const chatStreamQuery = z.object({
  ...commonQuery,
  after_id: chatMessagesQuery.shape.after_id,
});

export const chatListQuery = z.object({ ...commonQuery, ...pagination });
