import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import MuiScope from './MuiScope';

export interface ConfirmDialogProps {
  open: boolean;
  /** While the action runs: both buttons are disabled and a tap outside does not close. */
  busy: boolean;
  title: string;
  /** Unique on the page: the dialog is labelled by its title. */
  titleId: string;
  /** A sentence under the title (a string) or richer content; nothing when the title says it all. */
  children?: ReactNode;
  keepLabel: string;
  confirmLabel: string;
  /** A destructive action (cancelling) shows its button in the error colour. */
  danger?: boolean;
  onKeep: () => void;
  onConfirm: () => void;
  testId?: string;
  contentTestId?: string;
  confirmTestId: string;
}

/**
 * The one "are you sure?" dialog (MUI's Dialog with MUI's theme): callers load it with `clientOnly` on first use,
 * so plain-CSS pages (ADR 0011) fetch MUI only when a question is actually asked.
 */
export default function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, busy, title, titleId, children, keepLabel, confirmLabel, danger, onKeep, onConfirm } = props;
  return (
    <MuiScope>
      <Dialog open={open} onClose={() => !busy && onKeep()} aria-labelledby={titleId} data-testid={props.testId}>
        <DialogTitle id={titleId}>{title}</DialogTitle>
        {children ? (
          <DialogContent data-testid={props.contentTestId}>
            {typeof children === 'string' ? <DialogContentText>{children}</DialogContentText> : children}
          </DialogContent>
        ) : null}
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={onKeep} disabled={busy}>
            {keepLabel}
          </Button>
          <Button variant="contained" color={danger ? 'error' : 'primary'} onClick={onConfirm} disabled={busy} data-testid={props.confirmTestId}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </Dialog>
    </MuiScope>
  );
}
