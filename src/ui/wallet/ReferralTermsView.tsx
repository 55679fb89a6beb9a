import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import { walletAmountText } from '../account/wallet';
import { useShell } from '../app/ShellContext';
import { formatDate } from '../content/dates';
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
          <Typography component="h2" variant="h6" sx={{ fontWeight: 800 }}>
            {p.translation.title}
          </Typography>
        ) : null}
        <Typography sx={{ mt: 1 }}>{t('referrals.reward', { from: money(p.price_from), to: money(p.price_to) })}</Typography>
        {p.translation?.description ? <Typography sx={{ mt: 2, whiteSpace: 'pre-line' }}>{p.translation.description}</Typography> : null}
        {p.translation?.faq ? <Typography sx={{ mt: 2, whiteSpace: 'pre-line' }}>{p.translation.faq}</Typography> : null}
        {p.expired_at ? (
          <Typography color="text.secondary" sx={{ mt: 2 }}>
            {t('referrals.valid.until', { date: formatDate(p.expired_at, locale) })}
          </Typography>
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
