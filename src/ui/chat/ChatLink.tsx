import NextLink from 'next/link';
import { useTranslation } from '@/ui/i18n/texts';
import { ChatIcon } from '../app/icons';
import ui from '../app/plain.module.css';
import { badgeText } from '../notifications/live';
import css from './chat.module.css';

/** The header's chat icon: a link to /chat with support's unread count (`mode` says whether it is live yet). */
export function ChatLink({ count, mode }: { count: number; mode: string }) {
  const { t } = useTranslation();
  const label = count ? `${t('chat.open')}, ${t('chat.unread', { count })}` : t('chat.open');
  return (
    <NextLink href="/chat" prefetch={false} className={`${ui.icon} ${css.link}`} aria-label={label} data-testid="chat-link" data-count={count} data-mode={mode}>
      <ChatIcon style={{ fontSize: 22 }} />
      {count ? (
        <span className={css.badge} aria-hidden="true" data-testid="chat-badge">
          {badgeText(count)}
        </span>
      ) : null}
    </NextLink>
  );
}
