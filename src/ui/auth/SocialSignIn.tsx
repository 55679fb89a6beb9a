import { useTranslation } from '@/ui/i18n/texts';
import { clientOnly } from '../app/client-only';
import { firebaseAuthConfigured } from '../firebase/config';
import css from './auth.module.css';

/**
 * Google, Facebook and Apple sign-in need Firebase, so they show only when NEXT_PUBLIC_FIREBASE_API_KEY,
 * _AUTH_DOMAIN and _PROJECT_ID were set at build time, and their code loads in its own chunk on demand: nothing
 * of it is in the main bundle, and firebase/auth itself is fetched on a button's click (only /login, /register).
 */
const FirebaseSocialButtons = clientOnly(() => import('./social/FirebaseSocialButtons').then((m) => m.default));

export const socialSignInEnabled = firebaseAuthConfigured;

export function SocialSignIn() {
  const { t } = useTranslation();
  if (!socialSignInEnabled()) return null;
  return (
    <div data-testid="social-sign-in">
      <div role="separator" className={css.divider}>
        <span>{t('auth.or.continue.with')}</span>
      </div>
      <FirebaseSocialButtons />
    </div>
  );
}
