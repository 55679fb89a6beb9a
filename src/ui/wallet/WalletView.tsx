import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/ui/i18n/texts';
import type { ReactNode } from 'react';
import { walletBalanceText } from '../account/wallet';
import { useSession } from '../app/Session';
import { useShell } from '../app/ShellContext';
import { PageFrame } from '../content/PageFrame';
import { HistoryList } from './HistoryList';
import { SendMoney } from './SendMoney';
import { TopUp } from './TopUp';

function Card({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <Box data-testid={testId} sx={{ border: 1, borderColor: 'divider', borderRadius: 3, p: { xs: 2, sm: 3 }, bgcolor: 'background.paper', minWidth: 0 }}>
      {children}
    </Box>
  );
}

/** /wallet: the balance in the chosen currency, top-up, send money and the history. */
export function WalletView() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { currencies, locale } = useShell();
  const balance = walletBalanceText(user?.wallet, currencies, locale) ?? walletBalanceText({ id: 0, uuid: '', price: 0 }, currencies, locale);
  return (
    <PageFrame heading={t('wallet.title')} width={960} testId="wallet-page">
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' }, alignItems: 'start' }}>
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <Card testId="wallet-balance-card">
            <Typography color="text.secondary">{t('wallet.balance')}</Typography>
            <Typography component="p" variant="h4" sx={{ fontWeight: 800 }} dir="ltr" data-testid="wallet-balance">
              {balance}
            </Typography>
          </Card>
          <Card>
            <HistoryList />
          </Card>
        </Box>
        <Box sx={{ display: 'grid', gap: 3, minWidth: 0 }}>
          <Card>
            <SendMoney />
          </Card>
          <Card>
            <TopUp />
          </Card>
        </Box>
      </Box>
    </PageFrame>
  );
}
