import { useRouter } from 'next/router';
import { useTranslation } from '@/ui/i18n/texts';
import { useState } from 'react';
import { authApi } from './api';
import { AuthCard, AuthFooterLink, MethodTabs } from './AuthCard';
import { EmailCodeFlow } from './EmailCodeFlow';
import { useFinishSignIn } from './hooks';
import { PhoneCodeFlow } from './PhoneCodeFlow';
import { withNext } from './redirect';

type Method = 'email' | 'phone';
const AFTER_RESET = '/update-password';

/** /reset-password: a code by mail or SMS signs the user in, who then sets a new password. */
export function ResetPasswordView() {
  const { t } = useTranslation();
  const { query } = useRouter();
  const finish = useFinishSignIn();
  const [method, setMethod] = useState<Method>('email');
  return (
    <AuthCard title={t('auth.reset.password.title')} text={t('auth.reset.password.text')} testId="reset-password-page">
      <MethodTabs
        value={method}
        onChange={setMethod}
        options={[
          { value: 'email', label: t('auth.reset.by.email'), testId: 'method-email' },
          { value: 'phone', label: t('auth.reset.by.phone'), testId: 'method-phone' },
        ]}
      />
      {method === 'email' ? (
        <EmailCodeFlow
          send={authApi.sendEmailReset}
          verify={async (code, email) => {
            const { user } = await authApi.confirmEmailReset(code, email);
            await finish(user, AFTER_RESET);
          }}
          sendLabel={t('auth.send.code')}
        />
      ) : (
        <PhoneCodeFlow purpose="reset" onSignedIn={(user) => finish(user, AFTER_RESET)} />
      )}
      <AuthFooterLink href={withNext('/login', query.next)} label={t('auth.login.action')} testId="login-link" />
    </AuthCard>
  );
}
