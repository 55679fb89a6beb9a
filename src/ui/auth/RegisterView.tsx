import { useRouter } from 'next/router';
import { useTranslation } from '@/ui/i18n/texts';
import { useState } from 'react';
import { authApi } from './api';
import { AuthCard, AuthFooterLink, MethodTabs } from './AuthCard';
import { DetailsForm } from './DetailsForm';
import { EmailCodeFlow } from './EmailCodeFlow';
import { useFinishSignIn } from './hooks';
import { PhoneCodeFlow } from './PhoneCodeFlow';
import { withNext } from './redirect';
import { SocialSignIn } from './SocialSignIn';

type Method = 'email' | 'phone';

/**
 * /register: email → code from the mail → name and password (auth/after-verify); or phone with the profile
 * first, then the SMS code (auth/verify/phone creates the account). Signed in at the end.
 */
export function RegisterView() {
  const { t } = useTranslation();
  const { query } = useRouter();
  const finish = useFinishSignIn();
  const [method, setMethod] = useState<Method>('email');
  const [verifiedEmail, setVerifiedEmail] = useState<string | null>(null);

  if (verifiedEmail) {
    return (
      <AuthCard title={t('auth.complete.profile')} testId="register-page">
        <DetailsForm
          onSubmit={async (details) => {
            const { user } = await authApi.afterVerify({ email: verifiedEmail, ...details });
            await finish(user);
          }}
        />
      </AuthCard>
    );
  }
  return (
    <AuthCard title={t('auth.register.title')} text={t('auth.register.text')} testId="register-page">
      <MethodTabs
        value={method}
        onChange={setMethod}
        options={[
          { value: 'email', label: t('auth.email.sign.up'), testId: 'method-email' },
          { value: 'phone', label: t('auth.phone.sign.up'), testId: 'method-phone' },
        ]}
      />
      {method === 'email' ? (
        <EmailCodeFlow
          send={authApi.sendEmailCode}
          verify={async (code, email) => {
            const verified = await authApi.verifyEmail(code, email);
            setVerifiedEmail(verified.email || email);
          }}
          sendLabel={t('auth.send.code')}
        />
      ) : (
        <PhoneCodeFlow purpose="sign-up" onSignedIn={finish} />
      )}
      <SocialSignIn />
      <AuthFooterLink question={t('auth.have.account')} href={withNext('/login', query.next)} label={t('auth.login.action')} testId="login-link" />
    </AuthCard>
  );
}
