import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from '@/ui/i18n/texts';
import MuiScope from '../app/MuiScope';

interface Props {
  open: boolean;
  busy: boolean;
  onKeep: () => void;
  onCancel: () => void;
}

/** "Cancel order?" (MUI's Dialog): loaded with the first tap on Cancel, with MUI's theme (the page is plain, ADR 0011). */
export default function CancelOrderDialog({ open, busy, onKeep, onCancel }: Props) {
  const { t } = useTranslation();
  return (
    <MuiScope>
      <Dialog open={open} onClose={() => !busy && onKeep()} aria-labelledby="cancel-order-title" data-testid="order-cancel-dialog">
        <DialogTitle id="cancel-order-title">{t('order.cancel.action')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('order.cancel.confirm')}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onKeep} disabled={busy}>
            {t('order.cancel.keep')}
          </Button>
          <Button variant="contained" color="error" onClick={onCancel} disabled={busy} data-testid="order-cancel-confirm">
            {t('order.cancel.action')}
          </Button>
        </DialogActions>
      </Dialog>
    </MuiScope>
  );
}
