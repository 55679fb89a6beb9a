import Divider from '@mui/material/Divider';
import { useTranslation } from 'next-i18next/pages';
import { clientOnly } from '../app/client-only';

/**
 * Google, Facebook and Apple sign-in need Firebase, so they show only when it is configured, and their code
 * loads in its own chunk on demand: nothing of it is in the main bundle.
 */
const FirebaseSocialButtons = clientOnly(() => import('./social/FirebaseSocialButtons').then((m) => m.default));

export const socialSignInEnabled = () => Boolean(process.env.NEXT_PUBLIC_FIREBASE_API_KEY);

export function SocialSignIn() {
  const { t } = useTranslation();
  if (!socialSignInEnabled()) return null;
  return (
    <div data-testid="social-sign-in">
      <Divider sx={{ my: 3, color: 'text.secondary', typography: 'body2' }}>{t('auth.or.continue.with')}</Divider>
      <FirebaseSocialButtons />
    </div>
  );
}
