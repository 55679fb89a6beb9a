import { useFormatMoney } from '../currency/useCurrency';

/** Amounts as text in the visitor's currency (the API already converted them by `currency_id`). */
export function useMoney() {
  return { format: useFormatMoney() };
}
