import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
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
import { notificationHref, notificationText } from './message';
import { feedQuery, type FeedNotification } from './queries';

function NotificationItem({ n, onRead }: { n: FeedNotification; onRead: (id: number) => void }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const unread = !n.read_at;
  const href = notificationHref(n);
  const text = notificationText(n, t);
  return (
    <Box
      component="li"
      data-testid="notification-item"
      data-read={unread ? 'false' : 'true'}
      sx={{ p: 2, border: 1, borderColor: unread ? 'primary.main' : 'divider', borderRadius: 3, display: 'grid', gap: 0.5 }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary">
          {t(`notification.type.${n.type}`, t('notifications.title'))}
          {n.created_at ? ` · ${formatDate(n.created_at, locale)}` : ''}
        </Typography>
        {unread ? (
          <button type="button" className={`${ui.btn} ${ui.small}`} onClick={() => onRead(n.id)} data-testid="notification-mark-read">
            {t('notifications.mark.read')}
          </button>
        ) : (
          <Typography variant="body2" color="text.secondary">{t('notifications.read')}</Typography>
        )}
      </Box>
      {href ? (
        <Link component={NextLink} href={href} onClick={() => unread && onRead(n.id)} sx={{ fontWeight: unread ? 700 : 400, overflowWrap: 'anywhere' }}>
          {text}
        </Link>
      ) : (
        <Typography sx={{ fontWeight: unread ? 700 : 400, overflowWrap: 'anywhere' }}>{text}</Typography>
      )}
      {n.body ? <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{n.body}</Typography> : null}
    </Box>
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
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mb: 2 }}>
          <button
            type="button"
            className={`${ui.btn} ${ui.outlined}`}
            onClick={() => readAll.mutate()}
            disabled={!anyUnread || readAll.isPending}
            data-testid="notifications-read-all"
          >
            {t('notifications.mark.all.read')}
          </button>
        </Box>
        <Box component="ul" data-testid="notification-list" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {items.map((n) => (
            <NotificationItem key={n.id} n={n} onRead={(id) => readOne.mutate(id)} />
          ))}
        </Box>
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
      <Box sx={{ mt: 4, textAlign: 'center' }}>
        <Link component={NextLink} href="/settings/notification" data-testid="notification-settings-link">
          {t('settings.notifications.text')}
        </Link>
      </Box>
    </PageFrame>
  );
}
