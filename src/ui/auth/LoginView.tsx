import { useRouter } from 'next/router';
import { useTranslation } from '@/ui/i18n/texts';
import { useState } from 'react';
import { AuthCard, AuthFooterLink, MethodTabs } from './AuthCard';
import { useFinishSignIn } from './hooks';
import { PasswordLoginForm } from './PasswordLoginForm';
import { PhoneCodeFlow } from './PhoneCodeFlow';
import { withNext } from './redirect';
import { SocialSignIn } from './SocialSignIn';

type Method = 'password' | 'phone';

/** /login: password sign-in, or phone with an SMS code; then back to the safe `next` path. */
export function LoginView() {
  const { t } = useTranslation();
  const { query } = useRouter();
  const finish = useFinishSignIn();
  const [method, setMethod] = useState<Method>(query.method === 'phone' ? 'phone' : 'password');
  return (
    <AuthCard title={t('auth.login.title')} testId="login-page">
      <MethodTabs
        value={method}
        onChange={setMethod}
        options={[
          { value: 'password', label: t('auth.email.sign.in'), testId: 'method-password' },
          { value: 'phone', label: t('auth.phone.sign.in'), testId: 'method-phone' },
        ]}
      />
      {method === 'password' ? <PasswordLoginForm onSignedIn={finish} resetHref={withNext('/reset-password', query.next)} /> : <PhoneCodeFlow purpose="sign-in" onSignedIn={finish} />}
      <SocialSignIn />
      <AuthFooterLink question={t('auth.no.account')} href={withNext('/register', query.next)} label={t('auth.register.action')} testId="register-link" />
    </AuthCard>
  );
}
