import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { DEFAULT_LOCATION_STRING } from '@/ui/config/constants';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectLocation, setLocation } from '../store/slices/settings';
import { parsePoint } from './params';

/** "Deliver to": a small dialog for a point (latitude, longitude) until the map picker arrives. */
export function AddressButton() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const location = useAppSelector(selectLocation);
  const [open, setOpen] = useState(false);
  const [lat, setLat] = useState('');
  const [lng, setLng] = useState('');
  const [invalid, setInvalid] = useState(false);
  const isDefault = location === DEFAULT_LOCATION_STRING;
  const show = () => {
    const [a = '', b = ''] = location.split(',');
    setLat(a);
    setLng(b);
    setInvalid(false);
    setOpen(true);
  };
  const save = () => {
    const point = parsePoint(lat, lng);
    if (!point) return setInvalid(true);
    dispatch(setLocation(point));
    setOpen(false);
  };
  return (
    <>
      <Button variant="outlined" onClick={show} data-testid="address-button" sx={{ textTransform: 'none', maxWidth: '100%' }}>
        <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
          {t('header.deliver.to')}: <bdi>{isDefault ? t('address.default.location') : location}</bdi>
        </Box>
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth maxWidth="xs" aria-labelledby="address-dialog-title">
        <DialogTitle id="address-dialog-title">{t('address.title')}</DialogTitle>
        <DialogContent>
          <Box component="form" id="address-form" onSubmit={(e) => (e.preventDefault(), save())} sx={{ display: 'grid', gap: 2, pt: 1 }}>
            <TextField label={t('address.latitude')} value={lat} onChange={(e) => setLat(e.target.value)} slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'address-lat', dir: 'ltr' } }} error={invalid} />
            <TextField label={t('address.longitude')} value={lng} onChange={(e) => setLng(e.target.value)} slotProps={{ htmlInput: { inputMode: 'decimal', 'data-testid': 'address-lng', dir: 'ltr' } }} error={invalid} helperText={invalid ? t('address.invalid.point') : ' '} />
          </Box>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => (dispatch(setLocation(DEFAULT_LOCATION_STRING)), setOpen(false))} data-testid="address-default">
            {t('address.use.default')}
          </Button>
          <Button type="submit" form="address-form" variant="contained" data-testid="address-save">
            {t('address.save')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
