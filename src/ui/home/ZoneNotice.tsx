import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'next-i18next/pages';
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
    <Alert severity="warning" data-testid="zone-not-available" sx={{ mt: 3 }}>
      <AlertTitle>{t('not.in.zone', { ns: 'errors' })}</AlertTitle>
      {t('zone.not.found.text')}
    </Alert>
  );
}
