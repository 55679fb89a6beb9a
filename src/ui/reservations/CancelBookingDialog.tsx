import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from '@/ui/i18n/texts';
import MuiScope from '../app/MuiScope';

interface Props {
  id: number;
  open: boolean;
  busy: boolean;
  onKeep: () => void;
  onCancel: () => void;
}

/**
 * "Cancel this reservation?" (MUI's Dialog): loaded on the first tap on Cancel, with MUI's theme, the page around it
 * being plain CSS (ADR 0011).
 */
export default function CancelBookingDialog({ id, open, busy, onKeep, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <MuiScope>
      <Dialog open={open} onClose={() => !busy && onKeep()} aria-labelledby={`cancel-booking-${id}`}>
        <DialogTitle id={`cancel-booking-${id}`}>{t('reservation.cancel.question')}</DialogTitle>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onKeep} disabled={busy}>
            {t('reservation.cancel.keep')}
          </Button>
          <Button variant="contained" color="error" onClick={onCancel} disabled={busy} data-testid="booking-cancel-confirm">
            {t('reservation.cancel.action')}
          </Button>
        </DialogActions>
      </Dialog>
    </MuiScope>
  );
}
