import { Form, Formik } from 'formik';
import { useTranslation } from '@/ui/i18n/texts';
import { useState } from 'react';
import { notify } from '../app/notify';
import { useSession } from '../app/Session';
import { authApi, type OtpSent } from './api';
import { FormAlert, FormField, SubmitButton } from './fields';
import { useSubmit, useTranslate } from './hooks';
import { normalizePhone } from './phone';
import { lazyValidate } from './lazy-validation';
import css from './auth.module.css';

interface PhoneValues {
  phone: string;
  code: string;
}

/**
 * A new phone number, confirmed by the code sent to it (the API refuses an unverified number). Step one sends
 * the code, step two saves the number with it; the typed number stays when a step fails.
 */
export function PhoneChangeForm() {
  const { t } = useTranslation();
  const tr = useTranslate();
  const { user, signIn } = useSession();
  const [sent, setSent] = useState<OtpSent | null>(null);
  const { onSubmit, error } = useSubmit<PhoneValues>(
    async ({ phone, code }) => {
      const normalized = normalizePhone(phone) ?? phone;
      if (!sent || sent.phone !== normalized) {
        setSent(await authApi.sendPhoneChangeCode(normalized));
        return;
      }
      const updated = await authApi.updateProfile({ firstname: user?.firstname ?? '', phone: sent.phone, verifyId: sent.verifyId, verifyCode: code });
      signIn(updated);
      setSent(null);
      void notify('success', t('profile.phone.updated'));
    },
    { verifyCode: 'code' },
  );
  const step = sent ? 'code' : 'phone';
  return (
    <Formik initialValues={{ phone: '', code: '' }} validate={lazyValidate((rules) => rules.phoneChangeSchema(tr, step))} onSubmit={onSubmit}>
      <Form noValidate method="post" data-testid="phone-change-form">
        <h2 className={css.subtitle}>{t('profile.phone.change')}</h2>
        <FormField name="phone" type="tel" label={t('profile.phone.new')} testId="new-phone-input" autoComplete="tel" inputMode="tel" ltr />
        {sent && (
          <>
            <p className={`${css.body2} ${css.muted}`} data-testid="phone-code-sent">
              {t('auth.code.sent.phone', { phone: sent.phone })}
            </p>
            <FormField name="code" label={t('auth.field.code')} testId="phone-code-input" autoComplete="one-time-code" inputMode="numeric" maxLength={6} ltr transform={(v) => v.replace(/\D/g, '')} />
          </>
        )}
        <FormAlert error={error} />
        <SubmitButton testId="phone-change-submit">{sent ? t('common.changes.save') : t('auth.send.code')}</SubmitButton>
      </Form>
    </Formik>
  );
}
