import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from '@/ui/i18n/texts';
import { useState } from 'react';
import MuiScope from '../app/MuiScope';
import { dismissNewCart, useNewCartRequest } from './conflict';
import { useCartActions } from './useCartActions';

interface Props {
  onReplaceServerCart: () => Promise<void>;
  onKeepServerCart: () => void;
}

/**
 * The one "Start a new cart?" dialog, loaded by CartSync only when a question is waiting (MUI then loads
 * with it, in its own MUI scope: CartSync sits outside the page's scope and runs on plain pages too).
 */
export default function NewCartDialog(props: Props) {
  return (
    <MuiScope>
      <NewCartQuestion {...props} />
    </MuiScope>
  );
}

function NewCartQuestion({ onReplaceServerCart, onKeepServerCart }: Props) {
  const { t } = useTranslation();
  const request = useNewCartRequest();
  const { startNew } = useCartActions();
  const [busy, setBusy] = useState(false);
  const cancel = () => {
    if (request?.kind === 'merge') onKeepServerCart();
    dismissNewCart();
  };
  const confirm = async () => {
    if (!request || busy) return;
    setBusy(true);
    try {
      if (request.kind === 'line') await startNew(request.lines);
      else await onReplaceServerCart();
    } finally {
      setBusy(false);
      dismissNewCart();
    }
  };
  return (
    <Dialog open={Boolean(request)} onClose={cancel} aria-labelledby="new-cart-title" slotProps={{ paper: { 'data-testid': 'new-cart-dialog' } as object }}>
      <DialogTitle id="new-cart-title">{t('cart.new.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('cart.new.text')}</DialogContentText>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={cancel} data-testid="new-cart-cancel">
          {t('common.cancel')}
        </Button>
        <Button variant="contained" onClick={() => void confirm()} disabled={busy} data-testid="new-cart-confirm">
          {t('cart.new.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
