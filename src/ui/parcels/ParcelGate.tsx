import { useTranslation } from '@/ui/i18n/texts';
import type { ReactNode } from 'react';
import { useShell } from '../app/ShellContext';
import { LoginFirst } from '../auth/LoginFirst';
import { PageFrame } from '../content/PageFrame';
import { EmptyState } from '../content/States';
import { useAppSelector } from '../store/hooks';
import { selectUser } from '../store/slices/auth';

/** Parcel pages need sign-in (spec §6) and the `active_parcel` setting; otherwise they say why not. */
export function ParcelGate({ heading, next, children }: { heading: string; next: string; children: ReactNode }) {
  const { t } = useTranslation();
  const { settings } = useShell();
  const user = useAppSelector(selectUser);
  if (settings.active_parcel !== '1') {
    return (
      <PageFrame heading={heading} width={760} testId="parcels-off">
        <EmptyState title={t('parcel.off')} action={{ href: '/', label: t('common.go.home') }} />
      </PageFrame>
    );
  }
  if (!user) return <LoginFirst heading={heading} next={next} />;
  return <>{children}</>;
}
