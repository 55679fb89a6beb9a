import { useCurrency, useFormatMoney } from '../currency/useCurrency';
import { currencyCode } from './jsonld';

/** The visitor's currency for the shop page: amounts as text, and its ISO code for structured data. */
export function useMoney() {
  const format = useFormatMoney();
  const code = currencyCode(useCurrency() ?? undefined);
  return { format, code };
}
