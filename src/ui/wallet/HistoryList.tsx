import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import { useState } from 'react';
import { WALLET_CREDIT_TYPES } from '@/contract/wallet-kinds';
import { walletAmountText } from '../account/wallet';
import { NativeSelectField } from '../app/NativeSelectField';
import { useSession } from '../app/Session';
import { useShell } from '../app/ShellContext';
import { formatDate } from '../content/dates';
import { EmptyState, ErrorState, TextSkeleton } from '../content/States';
import { http } from '../http/browser';
import { HISTORY_FILTERS, walletHistoryQuery, type HistoryFilter, type WalletHistory } from './queries';

const CREDITS: readonly string[] = WALLET_CREDIT_TYPES;

function HistoryRow({ row }: { row: WalletHistory }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const { currencies, locale } = useShell();
  const credit = CREDITS.includes(row.type);
  const amount = walletAmountText(row.price, user?.wallet, currencies, locale);
  return (
    <Box component="li" data-testid="wallet-history-row" data-type={row.type} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2, py: 1.5, borderBottom: 1, borderColor: 'divider' }}>
      <Box sx={{ minWidth: 0 }}>
        <Typography sx={{ fontWeight: 600 }}>{t(`wallet.type.${row.type}`)}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {[formatDate(row.created_at, locale), row.author?.firstname, row.note].filter(Boolean).join(' · ')}
        </Typography>
      </Box>
      <Box sx={{ textAlign: 'end', flexShrink: 0 }}>
        <Typography sx={{ fontWeight: 700, color: credit ? 'success.main' : 'text.primary' }} dir="ltr">
          {`${credit ? '+' : '−'}${amount}`}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {t(`wallet.status.${row.status}`)}
        </Typography>
      </Box>
    </Box>
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
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} data-testid="wallet-history">
        {rows.map((row) => (
          <HistoryRow key={row.id} row={row} />
        ))}
      </Box>
    );
  return (
    <section aria-labelledby="wallet-history-heading">
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 2, flexWrap: 'wrap', mb: 1 }}>
        <Typography id="wallet-history-heading" component="h2" variant="h6" sx={{ fontWeight: 800 }}>
          {t('wallet.history')}
        </Typography>
        <NativeSelectField
          size="small"
          label={t('wallet.filter.label')}
          value={filter}
          onChange={(e) => {
            setFilter(e.target.value as HistoryFilter);
            setPage(1);
          }}
          selectProps={{ 'data-testid': 'wallet-filter' }}
        >
          {HISTORY_FILTERS.map((f) => (
            <option key={f} value={f}>
              {t(`wallet.filter.${f}`)}
            </option>
          ))}
        </NativeSelectField>
      </Box>
      {body}
      {lastPage > 1 ? (
        <Box component="nav" aria-label={t('wallet.history')} sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, mt: 2 }}>
          <Button variant="outlined" disabled={page <= 1} onClick={() => setPage((p) => p - 1)} data-testid="wallet-page-prev">
            {t('common.back')}
          </Button>
          <Typography data-testid="wallet-page">{t('wallet.page.of', { page, pages: lastPage })}</Typography>
          <Button variant="outlined" disabled={page >= lastPage} onClick={() => setPage((p) => p + 1)} data-testid="wallet-page-next">
            {t('common.next')}
          </Button>
        </Box>
      ) : null}
    </section>
  );
}
