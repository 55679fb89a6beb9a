import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { TextInput } from '@/ui/app/TextInput';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/ui/i18n/texts';
import { useState, type FormEvent } from 'react';
import { walletAmountText } from '../account/wallet';
import { useHydrated } from '../app/client-only';
import { useSession } from '../app/Session';
import { useShell } from '../app/ShellContext';
import { errorKey } from '../content/errors';
import { http } from '../http/browser';
import { getJson } from '../http/json';

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
      <Typography id="wallet-topup-heading" component="h2" variant="h6" sx={{ fontWeight: 800 }}>
        {t('wallet.top.up.action')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('wallet.top.up.text')}
      </Typography>
      <Box component="form" noValidate onSubmit={submit} data-testid="wallet-topup-form" data-hydrated={hydrated || undefined} sx={{ display: 'grid', gap: 1.5 }}>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          {PRESETS.map((p) => (
            <Button key={p} size="small" variant={Number(amount) === p ? 'contained' : 'outlined'} onClick={() => setAmount(String(p))} data-testid={`wallet-topup-preset-${p}`}>
              <span dir="ltr">{walletAmountText(p, user?.wallet, currencies, locale)}</span>
            </Button>
          ))}
        </Box>
        <TextInput label={t('wallet.top.up.amount')} value={amount} onChange={(e) => setAmount(e.target.value)} type="number" slotProps={{ htmlInput: { 'data-testid': 'wallet-topup-amount', min: 1, step: 0.01, inputMode: 'decimal' } }} />
        {failure ? (
          <Alert severity="error" data-testid="wallet-topup-error">
            {failure}
          </Alert>
        ) : null}
        <Button type="submit" variant="contained" disabled={busy} data-testid="wallet-topup-submit">
          {t('wallet.top.up.action')}
        </Button>
      </Box>
    </section>
  );
}
