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
  onReplace: () => void;
}

/**
 * "Replace the cart?" (MUI's Dialog) when the cart holds another shop's items: loaded when that first happens,
 * with MUI's theme (the page is plain, ADR 0011).
 */
export default function RepeatConflictDialog({ open, busy, onKeep, onReplace }: Props) {
  const { t } = useTranslation();
  return (
    <MuiScope>
      <Dialog open={open} onClose={() => !busy && onKeep()} aria-labelledby="repeat-conflict-title" data-testid="order-repeat-conflict">
        <DialogTitle id="repeat-conflict-title">{t('order.replace.cart.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('other.shop', { ns: 'errors' })}</DialogContentText>
        </DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onKeep} disabled={busy}>
            {t('common.cancel')}
          </Button>
          <Button variant="contained" onClick={onReplace} disabled={busy} data-testid="order-repeat-replace">
            {t('order.replace.cart.action')}
          </Button>
        </DialogActions>
      </Dialog>
    </MuiScope>
  );
}
