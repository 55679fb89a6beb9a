import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import type { ReactNode } from 'react';
import ui from '../app/plain.module.css';
import { http } from '../http/browser';
import { useAppSelector } from '../store/hooks';
import { selectLocation } from '../store/slices/settings';
import { zoneQuery } from './queries';

/** "Sorry, we're not available here" when no shop delivers to the chosen point (API answers 400). */
export function useInZone(): boolean {
  const location = useAppSelector(selectLocation);
  return useQuery(zoneQuery(http, location)).data !== false;
}

export function ZoneNotice() {
  const { t } = useTranslation();
  const inZone = useInZone();
  if (inZone) return null;
  return (
    <div role="alert" className={ui.alert} data-testid="zone-not-available">
      <p className={ui.alertTitle}>{t('not.in.zone', { ns: 'errors' })}</p>
      {t('zone.not.found.text')}
    </div>
  );
}

/**
 * Its children only where some shop delivers. The answer re-renders this gate alone: the children element comes
 * from the parent unchanged, so sections still waiting to hydrate are not forced to hydrate in one long task.
 */
export function InZone({ children }: { children: ReactNode }) {
  return useInZone() ? children : null;
}
