import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/ui/i18n/texts';
import type { Recipient } from './queries';
import MuiScope from '../app/MuiScope';

interface Props {
  /** The transfer to confirm; the dialog is closed without one. */
  pending: { recipient: Recipient; note: string } | null;
  /** The amount as the wallet shows it. */
  amountText: string;
  busy: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** "Send 10 € to Sam O.?": the recipient the server found, and one tap to move the money (loaded on first use). */
export default function SendConfirmDialog(props: Props) {
  // /wallet is plain CSS (ADR 0011): the dialog brings MUI's theme with its own chunk.
  return (
    <MuiScope>
      <ConfirmDialog {...props} />
    </MuiScope>
  );
}

function ConfirmDialog({ pending, amountText, busy, onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  return (
    <Dialog open={pending !== null} onClose={() => !busy && onCancel()} aria-labelledby="wallet-confirm-title">
      {pending ? (
        <>
          <DialogTitle id="wallet-confirm-title">{t('wallet.send.confirm.title', { amount: amountText, name: pending.recipient.name })}</DialogTitle>
          <DialogContent data-testid="wallet-confirm">
            <Typography data-testid="wallet-confirm-name" sx={{ fontWeight: 700 }}>
              {pending.recipient.name}
            </Typography>
            <Typography color="text.secondary" dir="ltr" sx={{ textAlign: 'start' }}>
              {pending.recipient.contact}
            </Typography>
            {pending.note ? <Typography sx={{ mt: 1, overflowWrap: 'anywhere' }}>{pending.note}</Typography> : null}
          </DialogContent>
          <DialogActions>
            <Button onClick={onCancel} disabled={busy}>
              {t('common.cancel')}
            </Button>
            <Button variant="contained" onClick={onConfirm} disabled={busy} data-testid="wallet-confirm-send">
              {t('common.send')}
            </Button>
          </DialogActions>
        </>
      ) : null}
    </Dialog>
  );
}
