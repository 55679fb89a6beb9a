import { useTranslation } from '@/ui/i18n/texts';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import ui from '../app/plain.module.css';
import { useShell } from '../app/ShellContext';
import css from './chat.module.css';
import { useChat } from './useChat';

const timeOf = (iso: string, locale: string) => {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : new Intl.DateTimeFormat(locale, { hour: '2-digit', minute: '2-digit' }).format(d);
};

/**
 * The support chat (loaded lazily by ChatPage): messages oldest first, arriving live; a "reconnecting" line
 * while the link is down (what was written meanwhile arrives when it is back); support's messages are marked
 * read while the chat is open. `orderId`: opened from an order page, the next message carries that order.
 */
export default function ChatView({ userId, orderId }: { userId: number; orderId: number | null }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const { client, messages, unread, state, addMessage } = useChat(userId, locale);
  const [text, setText] = useState('');
  const [about, setAbout] = useState(orderId);
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState(false);
  const log = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (client && unread > 0) void client.markRead().catch(() => undefined);
  }, [client, unread]);
  useEffect(() => {
    log.current?.scrollTo({ top: log.current.scrollHeight });
  }, [messages.length]);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const message = text.trim();
    if (!client || !message || sending) return;
    setSending(true);
    setFailed(false);
    try {
      addMessage(await client.send(message, about ?? undefined));
      setText('');
      setAbout(null);
    } catch {
      setFailed(true);
    } finally {
      setSending(false);
    }
  };

  return (
    <div className={css.panel} data-testid="chat-view" data-state={state}>
      {state !== 'live' ? (
        <p className={css.state} role="status" data-testid="chat-state">
          {t(state === 'reconnecting' ? 'chat.state.reconnecting' : 'chat.state.connecting')}
        </p>
      ) : null}
      <div className={css.log} ref={log} role="log" aria-live="polite" aria-label={t('chat.messages')} tabIndex={0} data-testid="chat-messages">
        {messages.length ? (
          messages.map((m) => (
            <div key={m.id} className={m.sender === 'user' ? css.mine : css.theirs} data-testid="chat-message" data-sender={m.sender}>
              <span className={css.meta}>
                {t(m.sender === 'user' ? 'chat.from.you' : 'chat.from.support')} · {timeOf(m.createdAt, locale)}
                {m.orderId ? ` · ${t('chat.about.order', { id: m.orderId })}` : ''}
              </span>
              <bdi>{m.text}</bdi>
            </div>
          ))
        ) : (
          <p className={css.empty}>{t('chat.empty')}</p>
        )}
      </div>
      {about ? (
        <p className={css.order} data-testid="chat-order">
          {t('chat.about.order', { id: about })}
          <button type="button" className={`${ui.btn} ${ui.small}`} onClick={() => setAbout(null)} aria-label={t('chat.order.detach')}>
            ✕
          </button>
        </p>
      ) : null}
      <form className={css.form} onSubmit={submit} data-testid="chat-form" data-hydrated={client ? true : undefined}>
        <textarea
          id="chat-input"
          className={css.input}
          rows={2}
          maxLength={2000}
          value={text}
          placeholder={t('chat.placeholder')}
          aria-label={t('chat.input.label')}
          onChange={(e) => setText(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) void submit(e);
          }}
          data-testid="chat-input"
        />
        <button type="submit" className={`${ui.btn} ${ui.contained}`} disabled={!client || sending || !text.trim()} data-testid="chat-send">
          {t(sending ? 'chat.sending' : 'chat.send')}
        </button>
      </form>
      {failed ? (
        <p role="alert" className={css.state}>
          {t('chat.failed')}
        </p>
      ) : null}
    </div>
  );
}
