import { useRouter } from 'next/router';
import { useTranslation } from '@/ui/i18n/texts';
import { AuthCard, AuthFooterLink } from './AuthCard';
import { useFinishSignIn } from './hooks';
import { PhoneCodeFlow } from './PhoneCodeFlow';
import { withNext } from './redirect';

/**
 * /verify-phone: proves a phone number with an SMS code, which signs in its account (or creates one, whose
 * details are asked next). `?phone=` pre-fills the number.
 */
export function VerifyPhoneView() {
  const { t } = useTranslation();
  const { query } = useRouter();
  const finish = useFinishSignIn();
  const phone = typeof query.phone === 'string' ? query.phone.slice(0, 24) : '';
  return (
    <AuthCard title={t('auth.verify.phone.title')} text={t('auth.verify.phone.text')} testId="verify-phone-page">
      <PhoneCodeFlow purpose="sign-in" initialPhone={phone} onSignedIn={finish} />
      <AuthFooterLink href={withNext('/login', query.next)} label={t('auth.login.action')} testId="login-link" />
    </AuthCard>
  );
}
