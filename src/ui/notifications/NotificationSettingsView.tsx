import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import { useHydrated } from '../app/client-only';
import { SwitchField } from '../app/SwitchField';
import frame from '../content/frame.module.css';
import { PageFrame } from '../content/PageFrame';
import { ErrorState, TextSkeleton } from '../content/States';
import { http } from '../http/browser';
import { notificationKeys, settingsQuery, type NotificationSetting } from './queries';

/** /settings/notification: one switch per notification kind; a kind switched off stops arriving. */
export function NotificationSettingsView() {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const queryClient = useQueryClient();
  const query = useQuery(settingsQuery(http));
  const save = useMutation({
    mutationFn: (change: { notification_id: number; active: boolean }) => http.post('dashboard/user/update/notifications', { notifications: [change] }),
    onMutate: (change) =>
      queryClient.setQueryData<NotificationSetting[]>(notificationKeys.settings, (rows) =>
        rows?.map((r) => (r.id === change.notification_id ? { ...r, notification: { ...r.notification, active: change.active } } : r)),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: notificationKeys.settings }),
  });

  let body;
  if (query.isPending) body = <TextSkeleton />;
  else if (query.isError) body = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  else {
    body = (
      <div data-testid="notification-settings" style={{ display: 'flex', flexDirection: 'column', flexWrap: 'wrap' }}>
        {query.data.map((kind) => (
          <SwitchField
            key={kind.id}
            label={t(`settings.notification.${kind.type}`, kind.type)}
            checked={kind.notification.active}
            onChange={(active) => save.mutate({ notification_id: kind.id, active })}
            testId={`notification-switch-${kind.type}`}
          />
        ))}
      </div>
    );
  }
  return (
    <PageFrame heading={t('settings.notifications.title')} width={640} testId="notification-settings-page">
      <p className={`${frame.text} ${frame.secondary}`} style={{ marginBottom: 16 }}>
        {t('settings.notifications.text')}
      </p>
      <div data-hydrated={hydrated || undefined} data-testid="notification-settings-body">
        {body}
      </div>
    </PageFrame>
  );
}
