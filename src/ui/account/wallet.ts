import { formatMoney } from '@/lib/money';
import type { Currency, User } from '../types/api';

/**
 * The wallet balance as text with its currency symbol, placed before or after the amount as that currency
 * says (the wallet names its currency; without one, the default currency of the shop is assumed).
 */
export function walletBalanceText(wallet: User['wallet'], currencies: readonly Currency[], locale: string): string | null {
  if (!wallet || !Number.isFinite(Number(wallet.price))) return null;
  return walletAmountText(Number(wallet.price), wallet, currencies, locale);
}

/** Any amount of the wallet's currency (history rows, transfers), formatted like the balance. */
export function walletAmountText(amount: number, wallet: User['wallet'], currencies: readonly Currency[], locale: string): string {
  const given = wallet?.currency?.symbol ?? wallet?.symbol;
  const currency =
    currencies.find((c) => c.id === wallet?.currency?.id) ??
    currencies.find((c) => c.symbol === given) ??
    (given ? undefined : (currencies.find((c) => c.default === true || c.default === 1) ?? currencies[0]));
  const symbol = given ?? currency?.symbol ?? '';
  const position = currency?.position ?? 'before';
  return formatMoney(amount, { symbol, position }, locale);
}

/** "Firstname Lastname", or the email/phone when the user has no name yet. */
export function displayName(user: Pick<User, 'firstname' | 'lastname' | 'email' | 'phone'>): string {
  const name = [user.firstname, user.lastname].map((s) => s?.trim()).filter(Boolean).join(' ');
  return name || user.email || user.phone || '';
}
