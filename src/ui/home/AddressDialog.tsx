import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { clientOnly } from '../app/client-only';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { DEFAULT_LOCATION, DEFAULT_LOCATION_STRING } from '@/ui/config/constants';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectAddress, selectLocation, setAddress, setLocation } from '../store/slices/settings';
import { formatCoordinate, MAP_TILES } from './map-config';
import css from './map-picker.module.css';
import { parsePoint } from './params';
import MuiScope from '../app/MuiScope';

function MapLoading() {
  const { t } = useTranslation();
  return (
    <div className={css.box}>
      <div className={css.loading}>{t('address.map.loading')}</div>
    </div>
  );
}

/** Leaflet and its CSS load with the dialog, never with the page. */
const MapPicker = clientOnly(() => import('./MapPicker').then((m) => m.default), MapLoading);

/** The map's point: what is typed when it is a valid point, else the default position. */
function mapPoint(lat: string, lng: string): { lat: number; lng: number } {
  const point = parsePoint(lat, lng);
  if (!point) return DEFAULT_LOCATION;
  const [a, b] = point.split(',').map(Number);
  return { lat: a, lng: b };
}

/**
 * The "Deliver to" dialog: a map (click or drag the pin), the point as numbers and a free-text address.
 * Loaded on the first click of the address button, so MUI's dialog and form fields stay off the home page's
 * first load.
 */
export default function AddressDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const location = useAppSelector(selectLocation);
  const address = useAppSelector(selectAddress);
  const [open, setOpen] = useState(true);
  const [lat, setLat] = useState(() => location.split(',')[0] ?? '');
  const [lng, setLng] = useState(() => location.split(',')[1] ?? '');
  const [text, setText] = useState(address);
  const [invalid, setInvalid] = useState(false);
  const close = () => setOpen(false);
  const pick = (a: number, b: number) => {
    setLat(formatCoordinate(a));
    setLng(formatCoordinate(b));
    setInvalid(false);
  };
  const save = () => {
    const point = parsePoint(lat, lng);
    if (!point) return setInvalid(true);
    dispatch(setLocation(point));
    dispatch(setAddress(text.trim()));
    close();
  };
  const useDefault = () => {
    dispatch(setLocation(DEFAULT_LOCATION_STRING));
    dispatch(setAddress(''));
    close();
  };
  const center = mapPoint(lat, lng);
  return (
    <MuiScope>
      <Dialog open={open} onClose={close} slotProps={{ transition: { onExited: onClose } }} fullWidth maxWidth="sm" aria-labelledby="address-dialog-title">
        <DialogTitle id="address-dialog-title">{t('address.title')}</DialogTitle>
        <DialogContent>
          {open ? <MapPicker lat={center.lat} lng={center.lng} onPick={pick} label={t('address.map.label')} pinLabel={t('address.map.pin')} /> : null}
          {MAP_TILES.url ? null : (
            <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 1 }} data-testid="address-map-offline">
              {t('address.map.offline')}
            </Typography>
          )}
          <Box component="form" id="address-form" onSubmit={(e) => (e.preventDefault(), save())} sx={{ display: 'grid', gap: 2, pt: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField label={t('address.latitude')} value={lat} onChange={(e) => setLat(e.target.value)} slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'address-lat', dir: 'ltr' } }} error={invalid} />
            <TextField label={t('address.longitude')} value={lng} onChange={(e) => setLng(e.target.value)} slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'address-lng', dir: 'ltr' } }} error={invalid} />
            <Box sx={{ gridColumn: '1 / -1', mt: -1.5 }}>
              <Typography variant="caption" color={invalid ? 'error' : 'text.secondary'} role={invalid ? 'alert' : undefined}>
                {invalid ? t('address.invalid.point') : '\u00a0'}
              </Typography>
            </Box>
            <TextField
              label={t('address.text.label')}
              value={text}
              onChange={(e) => setText(e.target.value)}
              sx={{ gridColumn: '1 / -1' }}
              slotProps={{ htmlInput: { maxLength: 200, 'data-testid': 'address-text', autoComplete: 'street-address' } }}
            />
          </Box>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={useDefault} data-testid="address-default">
            {t('address.use.default')}
          </Button>
          <Button type="submit" form="address-form" variant="contained" data-testid="address-save">
            {t('address.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </MuiScope>
  );
}
