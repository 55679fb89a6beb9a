/**
 * The chat as the storefront sees it, whatever carries it: the built-in API (default; server-sent events) or
 * Firestore (when NEXT_PUBLIC_FIREBASE_* is configured). Both hand out messages oldest first.
 */

export interface ChatMessage {
  id: string;
  /** Which side wrote it. */
  sender: 'user' | 'admin' | 'shop';
  text: string;
  orderId: number | null;
  /** ISO date string. */
  createdAt: string;
}

/** `live`: messages arrive as they are written; `reconnecting`: the link is down, they arrive once it is back. */
export type ChatLinkState = 'connecting' | 'live' | 'reconnecting';

export interface ChatListener {
  /** New (or caught-up) messages, oldest first; the same id may come twice (callers merge by id). */
  messages(batch: ChatMessage[]): void;
  /** Messages from support the customer has not read. */
  unread(count: number): void;
  state(state: ChatLinkState): void;
}

export interface ChatClient {
  /** Follows the chat: the history first, then each new message; returns the function that stops. */
  follow(listener: ChatListener): () => void;
  send(text: string, orderId?: number): Promise<ChatMessage>;
  /** Marks support's messages read. */
  markRead(): Promise<void>;
}

/** Adds `batch` to `list` by id, keeping the chat's order (created_at, then id). */
export function mergeMessages(list: ChatMessage[], batch: ChatMessage[]): ChatMessage[] {
  if (!batch.length) return list;
  const byId = new Map(list.map((m) => [m.id, m]));
  for (const m of batch) byId.set(m.id, m);
  return [...byId.values()].sort((a, b) => a.createdAt.localeCompare(b.createdAt) || compareIds(a.id, b.id));
}

function compareIds(a: string, b: string): number {
  const [x, y] = [Number(a), Number(b)];
  return Number.isFinite(x) && Number.isFinite(y) ? x - y : a.localeCompare(b);
}
