import { useTranslation } from '@/ui/i18n/texts';
import type { ReactNode } from 'react';
import { walletBalanceText } from '../account/wallet';
import { useSession } from '../app/Session';
import { useShell } from '../app/ShellContext';
import { PageFrame } from '../content/PageFrame';
import { HistoryList } from './HistoryList';
import { SendMoney } from './SendMoney';
import { TopUp } from './TopUp';
import css from './wallet.module.css';

function Card({ children, testId }: { children: ReactNode; testId?: string }) {
  return (
    <div data-testid={testId} className={css.card}>
      {children}
    </div>
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
      <div className={css.columns}>
        <div className={css.column}>
          <Card testId="wallet-balance-card">
            <p className={`${css.p} ${css.muted}`}>{t('wallet.balance')}</p>
            <p className={css.h4} dir="ltr" data-testid="wallet-balance">
              {balance}
            </p>
          </Card>
          <Card>
            <HistoryList />
          </Card>
        </div>
        <div className={css.column}>
          <Card>
            <SendMoney />
          </Card>
          <Card>
            <TopUp />
          </Card>
        </div>
      </div>
    </PageFrame>
  );
}
