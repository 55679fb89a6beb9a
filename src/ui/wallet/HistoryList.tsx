import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import { useState } from 'react';
import { WALLET_CREDIT_TYPES } from '@/contract/wallet-kinds';
import { walletAmountText } from '../account/wallet';
import { OutlinedField } from '../app/OutlinedField';
import plain from '../app/plain.module.css';
import { useSession } from '../app/Session';
import { useShell } from '../app/ShellContext';
import { formatDate } from '../content/dates';
import { EmptyState, ErrorState, TextSkeleton } from '../content/States';
import { http } from '../http/browser';
import { HISTORY_FILTERS, walletHistoryQuery, type HistoryFilter, type WalletHistory } from './queries';
import css from './wallet.module.css';

const CREDITS: readonly string[] = WALLET_CREDIT_TYPES;

function HistoryRow({ row }: { row: WalletHistory }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { currencies, locale } = useShell();
  const credit = CREDITS.includes(row.type);
  const amount = walletAmountText(row.price, user?.wallet, currencies, locale);
  return (
    <li data-testid="wallet-history-row" data-type={row.type} className={css.row}>
      <div className={css.rowText}>
        <p className={`${css.p} ${css.semibold}`}>{t(`wallet.type.${row.type}`)}</p>
        <p className={`${css.body2} ${css.muted} ${css.wrap}`}>{[formatDate(row.created_at, locale), row.author?.firstname, row.note].filter(Boolean).join(' · ')}</p>
      </div>
      <div className={css.rowAmount}>
        <p className={`${css.p} ${css.bold} ${credit ? css.credit : ''}`} dir="ltr">
          {`${credit ? '+' : '−'}${amount}`}
        </p>
        <span className={`${css.caption} ${css.muted}`}>{t(`wallet.status.${row.status}`)}</span>
      </div>
    </li>
  );
}

/** The wallet's movements: a filter, one page at a time, and an empty state for a wallet that never moved. */
export function HistoryList() {
  const { t } = useTranslation();
  const { locale } = useShell();
  const [filter, setFilter] = useState<HistoryFilter>('all');
  const [page, setPage] = useState(1);
  const query = useQuery(walletHistoryQuery(http, locale, filter, page));
  const rows = query.data?.data ?? [];
  const lastPage = query.data?.meta.last_page ?? 1;
  let body;
  if (query.isPending) body = <TextSkeleton lines={4} />;
  else if (query.isError) body = <ErrorState error={query.error} onRetry={() => void query.refetch()} />;
  else if (rows.length === 0) body = <EmptyState testId="wallet-empty" title={t('wallet.empty.title')} text={t('wallet.empty.text')} />;
  else
    body = (
      <ul className={css.list} data-testid="wallet-history">
        {rows.map((row) => (
          <HistoryRow key={row.id} row={row} />
        ))}
      </ul>
    );
  return (
    <section aria-labelledby="wallet-history-heading">
      <div className={css.historyHead}>
        <h2 id="wallet-history-heading" className={css.h6}>
          {t('wallet.history')}
        </h2>
        <OutlinedField
          id="wallet-filter"
          small
          className={css.filter}
          label={t('wallet.filter.label')}
          filled
          selectProps={{
            value: filter,
            onChange: (e) => {
              setFilter(e.target.value as HistoryFilter);
              setPage(1);
            },
            'data-testid': 'wallet-filter',
          }}
          options={HISTORY_FILTERS.map((f) => (
            <option key={f} value={f}>
              {t(`wallet.filter.${f}`)}
            </option>
          ))}
        />
      </div>
      {body}
      {lastPage > 1 ? (
        <nav aria-label={t('wallet.history')} className={css.pager}>
          <button type="button" className={`${plain.btn} ${plain.outlined}`} disabled={page <= 1} onClick={() => setPage((p) => p - 1)} data-testid="wallet-page-prev">
            {t('common.back')}
          </button>
          <p className={css.p} data-testid="wallet-page">
            {t('wallet.page.of', { page, pages: lastPage })}
          </p>
          <button type="button" className={`${plain.btn} ${plain.outlined}`} disabled={page >= lastPage} onClick={() => setPage((p) => p + 1)} data-testid="wallet-page-next">
            {t('common.next')}
          </button>
        </nav>
      ) : null}
    </section>
  );
}
