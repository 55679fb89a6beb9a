import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'next-i18next/pages';
import { useShell } from '../app/ShellContext';
import { useCurrency } from '../currency/useCurrency';
import { useAppStore } from '../store/hooks';
import { Picker } from './Picker';

/** The active currencies (`rest/currencies/active`); a choice reprices every price through `currency_id`. */
export function CurrencyPicker() {
  const { t } = useTranslation();
  const { currencies } = useShell();
  const current = useCurrency();
  const store = useAppStore();
  const queryClient = useQueryClient();
  if (currencies.length < 2) return null;
  const choices = currencies.map((c) => ({ value: String(c.id), label: `${c.symbol} · ${c.title}`, short: c.symbol }));
  const choose = (value: string) => {
    const next = currencies.find((c) => String(c.id) === value);
    if (next) void import('../currency/switch').then((m) => m.switchCurrency(store, queryClient, next));
  };
  return <Picker label={t('currency.title')} choices={choices} value={String(current?.id ?? '')} testId="currency-picker" onChoose={choose} />;
}
