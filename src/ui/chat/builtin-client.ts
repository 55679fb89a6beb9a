import { http } from '../http/browser';
import { retryDelay } from '../orders/live';
import type { ChatClient, ChatListener, ChatMessage } from './client';

/**
 * The default chat client: the built-in API (`dashboard/user/chat…`) and its server-sent events stream. While
 * the stream is down the state is `reconnecting`; once it is back, the messages since the last one seen are
 * fetched (and the stream itself starts after that id), so nothing written meanwhile is missed.
 */

const API_BASE = process.env.NEXT_PUBLIC_API_BASE_URL || '/api/v1/';
const base = API_BASE.endsWith('/') ? API_BASE : `${API_BASE}/`;

interface ApiMessage {
  id: number;
  chat_id: number;
  sender: ChatMessage['sender'];
  chat_content: string | null;
  order_id: number | null;
  created_at: string;
}
interface OwnChat {
  chat: { id: number } | null;
  unread: number;
  messages: ApiMessage[];
}

export const toMessage = (m: ApiMessage): ChatMessage => ({
  id: String(m.id),
  sender: m.sender,
  text: m.chat_content ?? '',
  orderId: m.order_id,
  createdAt: m.created_at.replace(' ', 'T'),
});

export function parseEventData<T>(raw: unknown): T | null {
  if (typeof raw !== 'string') return null;
  try {
    return JSON.parse(raw) as T;
  } catch {
    return null;
  }
}

export function createBuiltinChatClient(lang: string): ChatClient {
  let chatId: number | null = null;
  let lastId = 0;
  const seen = (batch: ApiMessage[]) => {
    for (const m of batch) {
      lastId = Math.max(lastId, m.id);
      chatId ??= m.chat_id;
    }
    return batch.map(toMessage);
  };

  return {
    follow(listener: ChatListener) {
      let source: EventSource | null = null;
      let timer: ReturnType<typeof setTimeout> | undefined;
      let stopped = false;
      let attempt = 0;
      let dropped = false;
      const catchUp = async () => {
        const rows = chatId
          ? ((await http.get(`dashboard/user/chat/${chatId}/messages`, { params: { after_id: lastId, limit: 100 } })) as unknown as { data: ApiMessage[] }).data
          : ((await http.get('dashboard/user/chat')) as unknown as { data: OwnChat }).data.messages;
        if (!stopped) listener.messages(seen(rows));
      };
      const open = () => {
        if (stopped || (typeof navigator !== 'undefined' && navigator.onLine === false)) return;
        source = new EventSource(`${base}dashboard/user/chat/stream?after_id=${lastId}&lang=${encodeURIComponent(lang)}`, { withCredentials: true });
        source.onopen = () => {
          attempt = 0;
          listener.state('live');
          if (dropped) void catchUp().catch(() => undefined);
          dropped = false;
        };
        source.addEventListener('message', (e) => {
          const m = parseEventData<ApiMessage>((e as MessageEvent).data);
          if (m) listener.messages(seen([m]));
        });
        source.addEventListener('unread', (e) => {
          const u = parseEventData<{ count: number }>((e as MessageEvent).data);
          if (u && typeof u.count === 'number') listener.unread(u.count);
        });
        source.onerror = () => {
          dropped = true;
          listener.state('reconnecting');
          // The browser retries by itself (with Last-Event-ID) unless the answer was an error: then we do.
          if (source?.readyState === EventSource.CLOSED) {
            source.close();
            source = null;
            timer = setTimeout(open, retryDelay(attempt++));
          }
        };
      };
      // The system knows first when the network goes: a half-dead connection would look open for minutes.
      const offline = () => {
        clearTimeout(timer);
        source?.close();
        source = null;
        dropped = true;
        listener.state('reconnecting');
      };
      const online = () => {
        if (!source && !stopped) open();
      };
      window.addEventListener('offline', offline);
      window.addEventListener('online', online);
      listener.state('connecting');
      http
        .get('dashboard/user/chat')
        .then((body) => {
          const own = (body as unknown as { data: OwnChat }).data;
          chatId = own.chat?.id ?? null;
          listener.messages(seen(own.messages));
          listener.unread(own.unread);
        })
        .catch(() => undefined)
        .finally(open);
      return () => {
        stopped = true;
        clearTimeout(timer);
        source?.close();
        window.removeEventListener('offline', offline);
        window.removeEventListener('online', online);
      };
    },
    async send(text, orderId) {
      const body = (await http.post('dashboard/user/chat/messages', { message: text, ...(orderId ? { order_id: orderId } : {}) })) as unknown as { data: ApiMessage };
      return seen([body.data])[0];
    },
    async markRead() {
      if (chatId) await http.post(`dashboard/user/chat/${chatId}/read`);
    },
  };
}
