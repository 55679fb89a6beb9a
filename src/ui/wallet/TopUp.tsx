import { useTranslation } from '@/ui/i18n/texts';
import { useState, type FormEvent } from 'react';
import { walletAmountText } from '../account/wallet';
import { useHydrated } from '../app/client-only';
import { ErrorAlert } from '../app/ErrorAlert';
import fieldCss from '../app/field.module.css';
import { OutlinedField } from '../app/OutlinedField';
import plain from '../app/plain.module.css';
import { useSession } from '../app/Session';
import { useShell } from '../app/ShellContext';
import { errorKey } from '../content/errors';
import { http } from '../http/browser';
import { getJson } from '../http/json';
import css from './wallet.module.css';

const PRESETS = [10, 25, 50, 100];

/**
 * Top-up through the card gateway: the server opens a payment session for the wallet and answers its page;
 * the balance rises only when the gateway confirms the payment (the payments module's callback), never here.
 */
export function TopUp() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { currencies, locale } = useShell();
  const hydrated = useHydrated();
  const [amount, setAmount] = useState('');
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setFailure(null);
    const total = Number(amount);
    if (!(total > 0) || !user?.wallet) return setFailure(t('wallet.send.invalid'));
    setBusy(true);
    try {
      // The one client adds the chosen currency_id to every call.
      const params = { wallet_id: user.wallet.id, total_price: total };
      const body = await getJson<{ data: { data: { url: string } } }>(http, 'dashboard/user/order-demo-process', params);
      location.assign(body.data.data.url);
    } catch (error) {
      setFailure(t(errorKey(error), { ns: 'errors' }));
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="wallet-topup-heading">
      <h2 id="wallet-topup-heading" className={css.h6}>
        {t('wallet.top.up.action')}
      </h2>
      <p className={`${css.body2} ${css.muted} ${css.lead}`}>{t('wallet.top.up.text')}</p>
      <form noValidate onSubmit={submit} data-testid="wallet-topup-form" data-hydrated={hydrated || undefined} className={css.form}>
        <div className={css.presets}>
          {PRESETS.map((p) => (
            <button
              key={p}
              type="button"
              className={`${plain.btn} ${plain.small} ${Number(amount) === p ? plain.contained : plain.outlined}`}
              onClick={() => setAmount(String(p))}
              data-testid={`wallet-topup-preset-${p}`}
            >
              <span dir="ltr">{walletAmountText(p, user?.wallet, currencies, locale)}</span>
            </button>
          ))}
        </div>
        <OutlinedField
          id="wallet-topup-amount"
          label={t('wallet.top.up.amount')}
          filled={amount !== ''}
          inputProps={{ value: amount, onChange: (e) => setAmount(e.target.value), type: 'number', 'data-testid': 'wallet-topup-amount', min: 1, step: 0.01, inputMode: 'decimal' }}
        />
        {failure ? <ErrorAlert testId="wallet-topup-error">{failure}</ErrorAlert> : null}
        <button type="submit" className={`${fieldCss.submit} ${fieldCss.medium}`} disabled={busy} data-testid="wallet-topup-submit">
          {t('wallet.top.up.action')}
        </button>
      </form>
    </section>
  );
}
