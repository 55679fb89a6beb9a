import { useState } from 'react';
import { useTranslation } from '@/ui/i18n/texts';
import ConfirmDialog from '../app/ConfirmDialog';
import type { Recipient } from './queries';
import css from './wallet.module.css';

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
export default function SendConfirmDialog({ pending, amountText, busy, onCancel, onConfirm }: Props) {
  const { t } = useTranslation();
  // The last transfer stays on screen while the dialog fades out after a cancel or a send.
  const [last, setLast] = useState({ pending, amountText });
  if (pending && (pending !== last.pending || amountText !== last.amountText)) setLast({ pending, amountText });
  const shown = pending ?? last.pending;
  const shownAmount = pending ? amountText : last.amountText;
  return (
    <ConfirmDialog
      open={pending !== null}
      busy={busy}
      title={shown ? t('wallet.send.confirm.title', { amount: shownAmount, name: shown.recipient.name }) : ''}
      titleId="wallet-confirm-title"
      keepLabel={t('common.cancel')}
      confirmLabel={t('common.send')}
      onKeep={onCancel}
      onConfirm={onConfirm}
      contentTestId="wallet-confirm"
      confirmTestId="wallet-confirm-send"
    >
      {shown ? (
        <>
          <p className={`${css.p} ${css.bold}`} data-testid="wallet-confirm-name">
            {shown.recipient.name}
          </p>
          <p className={`${css.p} ${css.muted}`} dir="ltr">
            {shown.recipient.contact}
          </p>
          {shown.note ? <p className={`${css.p} ${css.wrap} ${css.confirmNote}`}>{shown.note}</p> : null}
        </>
      ) : null}
    </ConfirmDialog>
  );
}
