import NextLink from 'next/link';
import { useTranslation } from '@/ui/i18n/texts';
import { BellIcon } from '../app/icons';
import ui from '../app/plain.module.css';
import { useSession } from '../app/Session';
import { useShell } from '../app/ShellContext';
import { badgeText, unreadTotal } from './live';
import css from './notifications.module.css';
import { useUnreadLive } from './useUnreadLive';

/** The header's bell for signed-in users: a link to /notifications with the live unread count. */
export function NotificationBell() {
  const { user } = useSession();
  if (!user) return null;
  return <Bell />;
}

function Bell() {
  const { t } = useTranslation();
  const { locale } = useShell();
  const { stat, mode } = useUnreadLive(true, locale);
  const total = unreadTotal(stat);
  const label = total ? `${t('notifications.title')}, ${t('notifications.unread', { count: total })}` : t('notifications.title');
  return (
    <NextLink href="/notifications" prefetch={false} className={`${ui.icon} ${css.bell}`} aria-label={label} data-testid="notification-bell" data-count={total} data-mode={mode}>
      <BellIcon style={{ fontSize: 22 }} />
      {total ? (
        <span className={css.badge} aria-hidden="true" data-testid="notification-badge">
          {badgeText(total)}
        </span>
      ) : null}
    </NextLink>
  );
}
