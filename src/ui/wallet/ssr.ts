import type { GetServerSidePropsContext } from 'next';
import { withPrefetch } from '../content/ssr';
import type { ShellProps } from '../ssr/shell';
import { referralQuery, walletHistoryQuery } from './queries';

const historyPrefetch = withPrefetch((qc, http, locale) => qc.prefetchQuery(walletHistoryQuery(http, locale, 'all', 1)));
const referralPrefetch = withPrefetch((qc, http, locale) => qc.prefetchQuery(referralQuery(http, locale)));

/** /wallet: the first history page for a signed-in user; guests get "Please, login first" and no read. */
export async function loadWalletPage(ctx: GetServerSidePropsContext, shell: ShellProps) {
  return shell.user ? historyPrefetch(ctx, shell) : {};
}

/** /referrals: the running programme for a signed-in user (a 404 when it is off is the page's to say). */
export async function loadReferralsPage(ctx: GetServerSidePropsContext, shell: ShellProps) {
  return shell.user ? referralPrefetch(ctx, shell) : {};
}

/** /referral-terms: the programme for anyone. */
export const loadReferralTermsPage = referralPrefetch;
