import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import { walletAmountText } from '../account/wallet';
import { useShell } from '../app/ShellContext';
import { formatDate } from '../content/dates';
import frame from '../content/frame.module.css';
import { PageFrame } from '../content/PageFrame';
import { EmptyState, TextSkeleton } from '../content/States';
import { http } from '../http/browser';
import { referralQuery } from './queries';

/** /referral-terms: what the programme gives, until when, and its questions and answers. */
export function ReferralTermsView() {
  const { t } = useTranslation();
  const { currencies, locale } = useShell();
  const programme = useQuery(referralQuery(http, locale));
  let body;
  if (programme.isPending) body = <TextSkeleton lines={4} />;
  else if (programme.isError) body = <EmptyState title={t('referrals.unavailable')} testId="referrals-unavailable" />;
  else {
    const p = programme.data;
    const money = (n: number) => walletAmountText(n, undefined, currencies, locale);
    body = (
      <div data-testid="referral-terms">
        {p.translation?.title ? (
          <h2 className={frame.h6}>{p.translation.title}</h2>
        ) : null}
        <p className={frame.text} style={{ marginTop: 8 }}>
          {t('referrals.reward', { from: money(p.price_from), to: money(p.price_to) })}
        </p>
        {p.translation?.description ? (
          <p className={frame.text} style={{ marginTop: 16, whiteSpace: 'pre-line' }}>
            {p.translation.description}
          </p>
        ) : null}
        {p.translation?.faq ? (
          <p className={frame.text} style={{ marginTop: 16, whiteSpace: 'pre-line' }}>
            {p.translation.faq}
          </p>
        ) : null}
        {p.expired_at ? (
          <p className={`${frame.text} ${frame.secondary}`} style={{ marginTop: 16 }}>
            {t('referrals.valid.until', { date: formatDate(p.expired_at, locale) })}
          </p>
        ) : null}
      </div>
    );
  }
  return (
    <PageFrame heading={t('referrals.terms')} width={760} testId="referral-terms-page">
      {body}
    </PageFrame>
  );
}
