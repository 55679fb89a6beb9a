import { useQuery } from '@tanstack/react-query';
import NextLink from 'next/link';
import { useTranslation } from '@/ui/i18n/texts';
import { walletAmountText } from '../account/wallet';
import { useHydrated } from '../app/client-only';
import { notify } from '../app/notify';
import { OutlinedField } from '../app/OutlinedField';
import plain from '../app/plain.module.css';
import { useSession } from '../app/Session';
import { useShell } from '../app/ShellContext';
import { PageFrame } from '../content/PageFrame';
import { EmptyState, TextSkeleton } from '../content/States';
import { http } from '../http/browser';
import { referralQuery } from './queries';
import css from './referrals.module.css';

/** The sign-up link that carries the code (register reads `?referral=`). */
export function inviteLink(origin: string, code: string): string {
  return `${origin}/register?referral=${encodeURIComponent(code)}`;
}

/** /referrals: the user's code and invite link (copy, Web Share), the programme, invited friends and earnings. */
export function ReferralsView() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { currencies, locale } = useShell();
  const hydrated = useHydrated();
  const programme = useQuery(referralQuery(http, locale));
  // The browser's own origin and Web Share, once hydrated (the server HTML has neither).
  const origin = hydrated ? location.origin : '';
  const canShare = hydrated && typeof navigator.share === 'function';
  if (programme.isPending) {
    return (
      <PageFrame heading={t('referrals.title')} width={760}>
        <TextSkeleton lines={4} />
      </PageFrame>
    );
  }
  if (programme.isError || !user?.my_referral) {
    return (
      <PageFrame heading={t('referrals.title')} width={760} testId="referrals-page">
        <EmptyState title={t('referrals.unavailable')} testId="referrals-unavailable" />
      </PageFrame>
    );
  }
  const code = user.my_referral;
  const link = origin ? inviteLink(origin, code) : '';
  const money = (n: number) => walletAmountText(n, user.wallet, currencies, locale);
  const copy = async (text: string) => {
    await navigator.clipboard.writeText(text).then(
      () => notify('success', t('referrals.copied')),
      () => notify('error', t('error.request.not.sent')),
    );
  };
  const p = programme.data;
  return (
    <PageFrame heading={p.translation?.title || t('referrals.title')} subtitle={t('referrals.text')} width={760} testId="referrals-page">
      <div className={css.body} data-hydrated={hydrated || undefined} data-testid="referrals-body">
        <p className={css.p}>{t('referrals.reward', { from: money(p.price_from), to: money(p.price_to) })}</p>
        {p.translation?.description ? <p className={`${css.p} ${css.muted}`}>{p.translation.description}</p> : null}
        <div className={css.row}>
          <OutlinedField id="referral-code" label={t('referrals.your.code')} filled className={css.code} inputProps={{ value: code, readOnly: true, 'data-testid': 'referral-code', dir: 'ltr' }} />
          <button type="button" className={`${plain.btn} ${plain.outlined}`} onClick={() => void copy(code)} data-testid="referral-copy-code">
            {t('referrals.copy.code')}
          </button>
        </div>
        <div className={css.row}>
          <OutlinedField id="referral-link" label={t('referrals.link.label')} filled={link !== ''} className={css.link} inputProps={{ value: link, readOnly: true, 'data-testid': 'referral-link', dir: 'ltr' }} />
          <button type="button" className={`${plain.btn} ${plain.outlined}`} onClick={() => void copy(link)} disabled={!link} data-testid="referral-copy-link">
            {t('referrals.copy.link')}
          </button>
          {canShare ? (
            <button type="button" className={`${plain.btn} ${plain.contained}`} onClick={() => void navigator.share({ title: t('referrals.title'), url: link }).catch(() => undefined)} data-testid="referral-share">
              {t('referrals.share')}
            </button>
          ) : null}
        </div>
        <div className={css.stats} data-testid="referral-stats">
          <p className={`${css.p} ${css.strong}`}>{t('referrals.invited', { count: user.referral_invited_count ?? 0 })}</p>
          <p className={css.p}>{t('referrals.earned', { amount: money(user.referral_from_topup_price ?? 0) })}</p>
        </div>
        <NextLink href="/referral-terms" className={css.terms} data-testid="referral-terms-link">
          {t('referrals.terms')}
        </NextLink>
      </div>
    </PageFrame>
  );
}
