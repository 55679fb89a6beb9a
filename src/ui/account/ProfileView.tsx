import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import NextLink from 'next/link';
import { useTranslation } from '@/ui/i18n/texts';
import type { ReactNode } from 'react';
import { useSession } from '../app/Session';
import { useShell } from '../app/ShellContext';
import { PageFrame } from '../content/PageFrame';
import { TextSkeleton } from '../content/States';
import { AvatarUpload } from './AvatarUpload';
import { displayName, walletBalanceText } from './wallet';

const PLACEHOLDER = '/images/avatar_placeholder.png';

function Field({ label, value, testId }: { label: string; value?: string; testId: string }) {
  if (!value) return null;
  return (
    <Box sx={{ py: 1.5, borderBottom: 1, borderColor: 'divider', minWidth: 0 }}>
      <Typography variant="caption" color="text.secondary" sx={{ display: 'block' }}>
        {label}
      </Typography>
      <Typography data-testid={testId} dir="auto" sx={{ overflowWrap: 'anywhere', fontWeight: 500 }}>
        {value}
      </Typography>
    </Box>
  );
}

function Card({ children }: { children: ReactNode }) {
  return <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 3, p: { xs: 2, sm: 3 }, bgcolor: 'background.paper', minWidth: 0 }}>{children}</Box>;
}

/** /profile: who is signed in, the wallet balance and the ways to change details and password. */
export function ProfileView() {
  const { t } = useTranslation();
  const { user } = useSession();
  const { currencies, locale } = useShell();
  if (!user) {
    return (
      <PageFrame heading={t('profile.title')} width={880}>
        <TextSkeleton lines={4} />
      </PageFrame>
    );
  }
  const name = displayName(user);
  const balance = walletBalanceText(user.wallet, currencies, locale);
  return (
    <PageFrame heading={t('profile.title')} width={880} testId="profile-page">
      <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 2fr) minmax(0, 1fr)' }, alignItems: 'start' }}>
        <Card>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2, minWidth: 0 }}>
            {/* MUI renders the children when the image fails to load (spec §3: the placeholder). */}
            <Avatar key={user.img ?? 'none'} src={user.img || PLACEHOLDER} alt={t('header.avatar.alt', { name })} sx={{ width: 80, height: 80, flexShrink: 0 }} data-testid="profile-avatar">
              {/* eslint-disable-next-line @next/next/no-img-element -- a small bundled placeholder, shown only as a fallback */}
              <img src={PLACEHOLDER} alt={t('header.avatar.alt', { name })} width={80} height={80} />
            </Avatar>
            <Box sx={{ minWidth: 0 }}>
              <Typography component="h2" variant="h5" sx={{ fontWeight: 800, overflowWrap: 'anywhere' }} data-testid="profile-full-name">
                {name}
              </Typography>
              <Typography color="text.secondary">{t('profile.personal.info')}</Typography>
              <AvatarUpload />
            </Box>
          </Box>
          <Field label={t('auth.field.firstname')} value={user.firstname} testId="profile-firstname" />
          <Field label={t('auth.field.lastname')} value={user.lastname} testId="profile-lastname" />
          <Field label={t('auth.field.email')} value={user.email} testId="profile-email" />
          <Field label={t('auth.field.phone')} value={user.phone} testId="profile-phone" />
          <Field label={t('profile.birthday')} value={user.birthday?.slice(0, 10)} testId="profile-birthday" />
          <Field label={t('auth.field.gender')} value={user.gender === 'male' || user.gender === 'female' ? t(`gender.${user.gender}`) : undefined} testId="profile-gender" />
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 3 }}>
            <Button component={NextLink} href="/update-details" variant="contained" data-testid="update-details-link">
              {t('profile.update.details')}
            </Button>
            <Button component={NextLink} href="/update-password" variant="outlined" data-testid="update-password-link">
              {t('profile.change.password')}
            </Button>
          </Box>
        </Card>
        <Card>
          <Typography component="h2" variant="subtitle1" sx={{ fontWeight: 700 }}>
            {t('wallet.title')}
          </Typography>
          <Typography variant="caption" color="text.secondary">
            {t('wallet.balance')}
          </Typography>
          <Typography variant="h4" component="p" sx={{ fontWeight: 800, mt: 0.5 }} data-testid="wallet-balance">
            <bdi>{balance ?? '—'}</bdi>
          </Typography>
        </Card>
      </Box>
    </PageFrame>
  );
}
