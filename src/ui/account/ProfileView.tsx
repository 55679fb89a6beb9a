import NextLink from 'next/link';
import { useTranslation } from '@/ui/i18n/texts';
import type { ReactNode } from 'react';
import ui from '../app/plain.module.css';
import { useSession } from '../app/Session';
import { useShell } from '../app/ShellContext';
import { PageFrame } from '../content/PageFrame';
import { TextSkeleton } from '../content/States';
import { AvatarUpload } from './AvatarUpload';
import css from './profile.module.css';
import { ProfileAvatar } from './ProfileAvatar';
import { displayName, walletBalanceText } from './wallet';

function Field({ label, value, testId }: { label: string; value?: string; testId: string }) {
  if (!value) return null;
  return (
    <div className={css.field}>
      <span className={css.caption}>{label}</span>
      <p className={css.value} data-testid={testId} dir="auto">
        {value}
      </p>
    </div>
  );
}

function Card({ children }: { children: ReactNode }) {
  return <div className={css.card}>{children}</div>;
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
      <div className={css.grid}>
        <Card>
          <div className={css.who}>
            <ProfileAvatar src={user.img} alt={t('header.avatar.alt', { name })} testId="profile-avatar" />
            <div style={{ minWidth: 0 }}>
              <h2 className={css.name} data-testid="profile-full-name">
                {name}
              </h2>
              <p className={`${css.text} ${css.secondary}`}>{t('profile.personal.info')}</p>
              <AvatarUpload />
            </div>
          </div>
          <Field label={t('auth.field.firstname')} value={user.firstname} testId="profile-firstname" />
          <Field label={t('auth.field.lastname')} value={user.lastname} testId="profile-lastname" />
          <Field label={t('auth.field.email')} value={user.email} testId="profile-email" />
          <Field label={t('auth.field.phone')} value={user.phone} testId="profile-phone" />
          <Field label={t('profile.birthday')} value={user.birthday?.slice(0, 10)} testId="profile-birthday" />
          <Field label={t('auth.field.gender')} value={user.gender === 'male' || user.gender === 'female' ? t(`gender.${user.gender}`) : undefined} testId="profile-gender" />
          <div className={css.actions}>
            <NextLink href="/update-details" className={`${ui.btn} ${ui.contained}`} data-testid="update-details-link">
              {t('profile.update.details')}
            </NextLink>
            <NextLink href="/update-password" className={`${ui.btn} ${ui.outlined}`} data-testid="update-password-link">
              {t('profile.change.password')}
            </NextLink>
          </div>
        </Card>
        <Card>
          <h2 className={css.h2}>{t('wallet.title')}</h2>
          <span className={css.caption} style={{ display: 'inline' }}>
            {t('wallet.balance')}
          </span>
          <p className={css.balance} data-testid="wallet-balance">
            <bdi>{balance ?? '—'}</bdi>
          </p>
        </Card>
      </div>
    </PageFrame>
  );
}
