import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import NextLink from 'next/link';
import { useTranslation } from '@/ui/i18n/texts';
import { useHydrated } from '../app/client-only';
import ui from '../app/plain.module.css';
import { NOTIFICATION_STATS_QUERY } from '../app/Session';
import { useShell } from '../app/ShellContext';
import { formatDate } from '../content/dates';
import { LoadMore } from '../content/LoadMore';
import { PageFrame } from '../content/PageFrame';
import { CardsSkeleton, EmptyState, ErrorState } from '../content/States';
import { useInfiniteList } from '../content/useInfiniteList';
import { http } from '../http/browser';
import css from './feed.module.css';
import { notificationHref, notificationText } from './message';
import { feedQuery, type FeedNotification } from './queries';

function NotificationItem({ n, onRead }: { n: FeedNotification; onRead: (id: number) => void }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const unread = !n.read_at;
  const href = notificationHref(n);
  const text = notificationText(n, t);
  return (
    <li data-testid="notification-item" data-read={unread ? 'false' : 'true'} className={unread ? `${css.item} ${css.unread}` : css.item}>
      <div className={css.top}>
        <p className={css.meta}>
          {t(`notification.type.${n.type}`, t('notifications.title'))}
          {n.created_at ? ` · ${formatDate(n.created_at, locale)}` : ''}
        </p>
        {unread ? (
          <button type="button" className={`${ui.btn} ${ui.small}`} onClick={() => onRead(n.id)} data-testid="notification-mark-read">
            {t('notifications.mark.read')}
          </button>
        ) : (
          <p className={css.meta}>{t('notifications.read')}</p>
        )}
      </div>
      {href ? (
        <NextLink href={href} onClick={() => unread && onRead(n.id)} className={`${css.text} ${css.link}${unread ? ` ${css.bold}` : ''}`}>
          {text}
        </NextLink>
      ) : (
        <p className={unread ? `${css.text} ${css.bold}` : css.text}>{text}</p>
      )}
      {n.body ? <p className={css.body}>{n.body}</p> : null}
    </li>
  );
}

/** /notifications: the user's notifications, newest first, read or unread, with "mark all as read". */
export function NotificationsView() {
  const { t } = useTranslation();
  const { locale } = useShell();
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  const query = useInfiniteQuery(feedQuery(http, locale));
  const { items, more, next, sentinel } = useInfiniteList(query);
  const refresh = () =>
    Promise.all([queryClient.invalidateQueries({ queryKey: ['notifications', 'feed'] }), queryClient.invalidateQueries({ queryKey: NOTIFICATION_STATS_QUERY })]);
  const readOne = useMutation({ mutationFn: (id: number) => http.post(`dashboard/notifications/${id}/read-at`), onSettled: refresh });
  const readAll = useMutation({ mutationFn: () => http.post('dashboard/notifications/read-all'), onSettled: refresh });
  const anyUnread = items.some((n) => !n.read_at);

  let body;
  if (query.isPending) body = <CardsSkeleton />;
  else if (query.isError && items.length === 0) body = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  else if (items.length === 0) body = <EmptyState testId="notifications-empty" title={t('notifications.empty.title')} text={t('notifications.empty.text')} />;
  else {
    body = (
      <>
        <div className={css.actions}>
          <button
            type="button"
            className={`${ui.btn} ${ui.outlined}`}
            onClick={() => readAll.mutate()}
            disabled={!anyUnread || readAll.isPending}
            data-testid="notifications-read-all"
          >
            {t('notifications.mark.all.read')}
          </button>
        </div>
        <ul data-testid="notification-list" className={css.list}>
          {items.map((n) => (
            <NotificationItem key={n.id} n={n} onRead={(id) => readOne.mutate(id)} />
          ))}
        </ul>
        {query.isFetchNextPageError ? <ErrorState error={query.error} onRetry={() => void query.fetchNextPage()} /> : null}
        <div ref={sentinel} aria-hidden="true" />
        <LoadMore hasMore={more} loading={query.isFetchingNextPage} onClick={next} />
      </>
    );
  }
  return (
    <PageFrame heading={t('notifications.title')} width={880} testId="notifications-page">
      <div data-hydrated={hydrated || undefined} data-testid="notifications-body">
        {body}
      </div>
      <div className={css.settings}>
        <NextLink href="/settings/notification" className={css.link} data-testid="notification-settings-link">
          {t('settings.notifications.text')}
        </NextLink>
      </div>
    </PageFrame>
  );
}
