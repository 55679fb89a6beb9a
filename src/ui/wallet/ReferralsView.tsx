import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { TextInput } from '@/ui/app/TextInput';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import NextLink from 'next/link';
import { useTranslation } from '@/ui/i18n/texts';
import { walletAmountText } from '../account/wallet';
import { useHydrated } from '../app/client-only';
import { notify } from '../app/notify';
import { useSession } from '../app/Session';
import { useShell } from '../app/ShellContext';
import { PageFrame } from '../content/PageFrame';
import { EmptyState, TextSkeleton } from '../content/States';
import { http } from '../http/browser';
import { referralQuery } from './queries';

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
      <Box sx={{ display: 'grid', gap: 3 }} data-hydrated={hydrated || undefined} data-testid="referrals-body">
        <Typography>{t('referrals.reward', { from: money(p.price_from), to: money(p.price_to) })}</Typography>
        {p.translation?.description ? <Typography color="text.secondary">{p.translation.description}</Typography> : null}
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextInput label={t('referrals.your.code')} value={code} slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'referral-code', dir: 'ltr' } }} />
          <Button variant="outlined" onClick={() => void copy(code)} data-testid="referral-copy-code">
            {t('referrals.copy.code')}
          </Button>
        </Box>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <TextInput label={t('referrals.link.label')} value={link} fullWidth sx={{ flex: '1 1 260px' }} slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'referral-link', dir: 'ltr' } }} />
          <Button variant="outlined" onClick={() => void copy(link)} disabled={!link} data-testid="referral-copy-link">
            {t('referrals.copy.link')}
          </Button>
          {canShare ? (
            <Button variant="contained" onClick={() => void navigator.share({ title: t('referrals.title'), url: link }).catch(() => undefined)} data-testid="referral-share">
              {t('referrals.share')}
            </Button>
          ) : null}
        </Box>
        <Box sx={{ display: 'grid', gap: 0.5 }} data-testid="referral-stats">
          <Typography sx={{ fontWeight: 700 }}>{t('referrals.invited', { count: user.referral_invited_count ?? 0 })}</Typography>
          <Typography>{t('referrals.earned', { amount: money(user.referral_from_topup_price ?? 0) })}</Typography>
        </Box>
        <Link component={NextLink} href="/referral-terms" data-testid="referral-terms-link">
          {t('referrals.terms')}
        </Link>
      </Box>
    </PageFrame>
  );
}
