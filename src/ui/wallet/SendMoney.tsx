import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import { useState, type FormEvent } from 'react';
import type { SuccessResponse } from '@/contract/envelope';
import { walletAmountText } from '../account/wallet';
import { clientOnly, useHydrated } from '../app/client-only';
import { ErrorAlert } from '../app/ErrorAlert';
import fieldCss from '../app/field.module.css';
import { OutlinedField } from '../app/OutlinedField';
import { notify } from '../app/notify';
import { PROFILE_QUERY, useSession } from '../app/Session';
import { useShell } from '../app/ShellContext';
import { errorKey, failureStatus } from '../content/errors';
import { http } from '../http/browser';
import { getJson } from '../http/json';
import { walletKeys, type Recipient } from './queries';
import css from './wallet.module.css';

/** The confirmation (MUI's Dialog and Modal) is fetched with the first recipient found, not with the page. */
const SendConfirmDialog = clientOnly(() => import('./SendConfirmDialog').then((m) => m.default));

interface Pending {
  recipient: Recipient;
  price: number;
  note: string;
  /** One key per confirmation: a retried or double-clicked send moves the money once. */
  key: string;
}

/** Send money: contact + amount + note → the server names the recipient → the sender confirms → one transfer. */
export function SendMoney() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { currencies, locale } = useShell();
  const qc = useQueryClient();
  const hydrated = useHydrated();
  const [contact, setContact] = useState('');
  const [amount, setAmount] = useState('');
  const [note, setNote] = useState('');
  const [pending, setPending] = useState<Pending | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  // Mounted from the first confirmation on, so closing it keeps the dialog's fade-out.
  const [confirming, setConfirming] = useState(false);
  const say = (error: unknown) => setFailure(t(errorKey(error), { ns: 'errors' }));

  const find = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const price = Number(amount);
    if (!contact.trim() || !(price > 0)) return setFailure(t('wallet.send.invalid'));
    setBusy(true);
    try {
      const found = await getJson<SuccessResponse<Recipient>>(http, 'dashboard/user/wallet/recipient', { contact: contact.trim() });
      setPending({ recipient: found.data, price, note: note.trim(), key: crypto.randomUUID() });
      setConfirming(true);
    } catch (error) {
      if (failureStatus(error) === 404) setFailure(t('wallet.send.not.found'));
      else say(error);
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    if (!pending) return;
    setBusy(true);
    try {
      const body = { price: pending.price, uuid: pending.recipient.uuid, ...(pending.note ? { note: pending.note } : {}) };
      await http.post('dashboard/user/wallet/send', body, { headers: { 'Idempotency-Key': pending.key } });
      void notify('success', t('wallet.send.success', { name: pending.recipient.name }));
      setPending(null);
      setContact('');
      setAmount('');
      setNote('');
      await Promise.all([qc.invalidateQueries({ queryKey: PROFILE_QUERY }), qc.invalidateQueries({ queryKey: walletKeys.all })]);
    } catch (error) {
      setPending(null);
      say(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="wallet-send-heading">
      <h2 id="wallet-send-heading" className={`${css.h6} ${css.sendHeading}`}>
        {t('wallet.send.money')}
      </h2>
      <form noValidate onSubmit={find} data-testid="wallet-send-form" data-hydrated={hydrated || undefined} className={css.form}>
        <OutlinedField
          id="wallet-send-contact"
          label={t('wallet.send.contact')}
          filled={contact !== ''}
          inputProps={{ value: contact, onChange: (e) => setContact(e.target.value), autoComplete: 'off', 'data-testid': 'wallet-send-contact', maxLength: 191 }}
        />
        <OutlinedField
          id="wallet-send-amount"
          label={t('wallet.top.up.amount')}
          filled={amount !== ''}
          inputProps={{ value: amount, onChange: (e) => setAmount(e.target.value), type: 'number', 'data-testid': 'wallet-send-amount', min: 0.01, step: 0.01, inputMode: 'decimal' }}
        />
        <OutlinedField
          id="wallet-send-note"
          label={t('wallet.send.note')}
          filled={note !== ''}
          inputProps={{ value: note, onChange: (e) => setNote(e.target.value), 'data-testid': 'wallet-send-note', maxLength: 255 }}
        />
        {failure ? <ErrorAlert testId="wallet-send-error">{failure}</ErrorAlert> : null}
        <button type="submit" className={`${fieldCss.submit} ${fieldCss.medium}`} disabled={busy} data-testid="wallet-send-continue">
          {t('common.continue')}
        </button>
      </form>
      {confirming ? (
        <SendConfirmDialog
          pending={pending}
          amountText={pending ? walletAmountText(pending.price, user?.wallet, currencies, locale) : ''}
          busy={busy}
          onCancel={() => setPending(null)}
          onConfirm={() => void confirm()}
        />
      ) : null}
    </section>
  );
}
