import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import NextLink from 'next/link';
import { useState } from 'react';
import { DEFAULT_LOCATION_STRING } from '@/ui/config/constants';
import { useSession } from '../app/Session';
import { addressesQuery, type SavedAddress, type Suggestion } from '../addresses/api';
import { AddressSearch } from '../addresses/AddressSearch';
import { PointMap } from '../addresses/PointMap';
import { useChooseAddress } from '../addresses/useChooseAddress';
import { useAppDispatch, useAppSelector } from '../store/hooks';
import { selectAddress, selectLocation, selectLocationId, setAddress, setLocation, setLocationId } from '../store/slices/settings';
import MuiScope from '../app/MuiScope';

/** The point of a "lat,lng" setting, or null. */
function pointOf(location: string) {
  const [lat, lng] = location.split(',').map(Number);
  return Number.isFinite(lat) && Number.isFinite(lng) ? { latitude: lat, longitude: lng } : null;
}

/**
 * The "Deliver to" dialog: the customer's saved addresses (signed in), an address search and a map whose click
 * becomes the nearest street address. Nobody types coordinates. Loaded on the first click of the address button.
 */
export default function AddressDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const { user } = useSession();
  const saved = useQuery(addressesQuery(user?.id));
  const choose = useChooseAddress();
  const location = useAppSelector(selectLocation);
  const address = useAppSelector(selectAddress);
  const chosenId = useAppSelector(selectLocationId);
  const [open, setOpen] = useState(true);
  const [picked, setPicked] = useState<Suggestion | null>(null);
  const close = () => setOpen(false);
  const pickSaved = (a: SavedAddress) => (choose.saved(a), close());
  const save = () => {
    if (picked) choose.found(picked);
    close();
  };
  const useDefault = () => {
    dispatch(setLocation(DEFAULT_LOCATION_STRING));
    dispatch(setAddress(''));
    dispatch(setLocationId(null));
    close();
  };
  const point = picked?.location ?? pointOf(location);
  return (
    <MuiScope>
      <Dialog open={open} onClose={close} slotProps={{ transition: { onExited: onClose } }} fullWidth maxWidth="sm" aria-labelledby="address-dialog-title">
        <DialogTitle id="address-dialog-title">{t('address.title')}</DialogTitle>
        <DialogContent>
          {saved.data?.length ? (
            <Box sx={{ mb: 2 }}>
              <Typography variant="subtitle2" component="h3">
                {t('address.saved.list')}
              </Typography>
              <List dense disablePadding data-testid="address-saved-list">
                {saved.data.map((a) => (
                  <ListItemButton key={a.id} selected={chosenId === String(a.id)} onClick={() => pickSaved(a)} data-testid="address-saved">
                    <ListItemText primary={<bdi>{a.title}</bdi>} secondary={a.address.address} />
                  </ListItemButton>
                ))}
              </List>
            </Box>
          ) : null}
          <Box component="form" id="address-form" onSubmit={(e) => (e.preventDefault(), save())} sx={{ pt: 1 }}>
            <AddressSearch value={picked?.label ?? (chosenId ? '' : address)} onPick={setPicked} autoFocus={!saved.data?.length} />
          </Box>
          <Box sx={{ mt: 2 }}>{open ? <PointMap point={point} onPick={setPicked} /> : null}</Box>
          {picked ? (
            <Typography variant="body2" sx={{ mt: 1 }} data-testid="address-picked" dir="auto">
              {picked.label}
            </Typography>
          ) : null}
          {user ? (
            <Button component={NextLink} href="/saved-locations" size="small" sx={{ mt: 1 }} onClick={close} data-testid="address-manage">
              {t('locations.title')}
            </Button>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={useDefault} data-testid="address-default">
            {t('address.use.default')}
          </Button>
          <Button type="submit" form="address-form" variant="contained" disabled={!picked} data-testid="address-save">
            {t('address.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </MuiScope>
  );
}
