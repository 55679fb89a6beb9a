import { useEffect, useState } from 'react';
import { mergeMessages, type ChatClient, type ChatLinkState, type ChatMessage } from './client';
import { loadChatClient } from './load-client';

/** Follows the caller's support chat: messages (oldest first), support's unread count and the link state. */
export function useChat(userId: number, lang: string) {
  const [client, setClient] = useState<ChatClient | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [unread, setUnread] = useState(0);
  const [state, setState] = useState<ChatLinkState>('connecting');

  useEffect(() => {
    let stop = () => {};
    let cancelled = false;
    loadChatClient({ userId, lang })
      .then((c) => {
        if (cancelled) return;
        setClient(c);
        stop = c.follow({
          messages: (batch) => setMessages((list) => mergeMessages(list, batch)),
          unread: setUnread,
          state: setState,
        });
      })
      .catch(() => setState('reconnecting'));
    return () => {
      cancelled = true;
      stop();
    };
  }, [userId, lang]);

  return { client, messages, unread, state, addMessage: (m: ChatMessage) => setMessages((list) => mergeMessages(list, [m])) };
}
