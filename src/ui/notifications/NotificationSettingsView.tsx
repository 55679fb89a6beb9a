import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import { useHydrated } from '../app/client-only';
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
      <FormGroup data-testid="notification-settings">
        {query.data.map((kind) => (
          <FormControlLabel
            key={kind.id}
            label={t(`settings.notification.${kind.type}`, kind.type)}
            control={
              <Switch
                checked={kind.notification.active}
                onChange={(_, active) => save.mutate({ notification_id: kind.id, active })}
                slotProps={{ input: { 'data-testid': `notification-switch-${kind.type}` } as Record<string, string> }}
              />
            }
          />
        ))}
      </FormGroup>
    );
  }
  return (
    <PageFrame heading={t('settings.notifications.title')} width={640} testId="notification-settings-page">
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('settings.notifications.text')}
      </Typography>
      <div data-hydrated={hydrated || undefined} data-testid="notification-settings-body">
        {body}
      </div>
    </PageFrame>
  );
}
