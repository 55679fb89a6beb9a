import { formatTimestamp, omitFalsy } from '@/contract/format';
import { toDisplay } from '@/lib/money';
import type { profileFromRow } from './profile-read';
import type { resolveCurrency, UserRow } from './queries';

type Extras = ReturnType<typeof profileFromRow>['extras'];
type Currency = Awaited<ReturnType<typeof resolveCurrency>>;

/** The contract's User shape (§4). Never includes the password hash, tokens or codes (G23). */
export function presentUser(user: UserRow, extras?: Extras, currency?: Currency) {
  const base = omitFalsy(
    {
      id: user.id,
      uuid: user.uuid,
      firstname: user.firstname,
      lastname: user.lastname,
      email: user.email,
      phone: user.phone,
      birthday: user.birthday,
      gender: user.gender,
      active: user.active,
      img: user.img,
      role: user.role,
      referral: user.referral,
      my_referral: user.myReferral,
      empty_p: !user.passwordHash,
      email_verified_at: formatTimestamp(user.emailVerifiedAt),
      phone_verified_at: formatTimestamp(user.phoneVerifiedAt),
      registered_at: formatTimestamp(user.createdAt),
    },
    ['active', 'empty_p'],
  );
  if (!extras) return base;
  const rate = currency?.rate ?? 1;
  return {
    ...base,
    wallet: extras.wallet
      ? {
          id: extras.wallet.id,
          uuid: extras.wallet.uuid,
          user_id: extras.wallet.userId,
          price: toDisplay(extras.wallet.price, rate),
          symbol: currency?.symbol,
          currency: currency ? { id: currency.id, symbol: currency.symbol, title: currency.title, rate: currency.rate } : undefined,
        }
      : undefined,
    addresses: extras.addresses.map((a) => ({
      id: a.id,
      title: a.title,
      user_id: a.userId,
      active: a.active,
      address: a.address,
      location: a.location,
      created_at: formatTimestamp(a.createdAt),
    })),
    shop: extras.shop ?? undefined,
    ...presentReferralCounters(extras.referral, rate),
  };
}

/** `referral_{from,to}_{topup,withdraw}_{count,price}` (withdraw sides stay 0: bonuses are never taken back) plus our invited count. */
function presentReferralCounters(stats: Extras['referral'], rate: number) {
  if (!stats) return {};
  return {
    referral_invited_count: stats.invited,
    referral_from_topup_count: stats.from.count,
    referral_from_topup_price: toDisplay(stats.from.price, rate),
    referral_from_withdraw_count: 0,
    referral_from_withdraw_price: 0,
    referral_to_topup_count: stats.to.count,
    referral_to_topup_price: toDisplay(stats.to.price, rate),
    referral_to_withdraw_count: 0,
    referral_to_withdraw_price: 0,
  };
}
