import Typography from '@mui/material/Typography';
import { useTranslation } from '@/ui/i18n/texts';
import { useState } from 'react';
import { clientOnly } from '../app/client-only';
import { DEFAULT_LOCATION } from '@/ui/config/constants';
import { MAP_TILES } from '../home/map-config';
import css from '../home/map-picker.module.css';
import { reverseGeocode, type Suggestion } from './api';

function MapLoading() {
  const { t } = useTranslation();
  return (
    <div className={css.box}>
      <div className={css.loading}>{t('address.map.loading')}</div>
    </div>
  );
}

/** Leaflet and its CSS load with the form, never with the page. */
const MapPicker = clientOnly(() => import('../home/MapPicker').then((m) => m.default), MapLoading);

interface Props {
  point: { latitude: number; longitude: number } | null;
  /** A map click turned into the nearest street address. */
  onPick: (s: Suggestion) => void;
}

/** The map under the search: a click asks rest/geocode/reverse for the nearest street address (no coordinates shown). */
export function PointMap({ point, onPick }: Props) {
  const { t } = useTranslation();
  const [note, setNote] = useState<string | null>(null);
  const pick = async (lat: number, lng: number) => {
    setNote(null);
    try {
      const found = await reverseGeocode(lat, lng);
      if (found) onPick(found);
      else setNote(t('address.reverse.none'));
    } catch {
      setNote(t('address.reverse.none'));
    }
  };
  return (
    <>
      <MapPicker lat={point?.latitude ?? DEFAULT_LOCATION.lat} lng={point?.longitude ?? DEFAULT_LOCATION.lng} onPick={(a, b) => void pick(a, b)} label={t('address.map.label')} pinLabel={t('address.map.pin')} />
      {note ? (
        <Typography variant="caption" color="error" component="p" role="alert" sx={{ mt: 1 }} data-testid="address-reverse-none">
          {note}
        </Typography>
      ) : MAP_TILES.url ? null : (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }} data-testid="address-map-offline">
          {t('address.map.offline')}
        </Typography>
      )}
    </>
  );
}
