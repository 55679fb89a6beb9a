import { Form, Formik } from 'formik';
import { useRouter } from 'next/router';
import { useTranslation } from '@/ui/i18n/texts';
import { notify } from '../app/notify';
import { authApi, type PasswordChange } from './api';
import { AuthCard } from './AuthCard';
import { FormAlert, PasswordField, SubmitButton } from './fields';
import { useSubmit, useTranslate } from './hooks';
import { lazyValidate } from './lazy-validation';

/**
 * /update-password (signed in): a new password, then the profile. The current password is asked for too; it
 * may stay empty right after a reset-code sign-in (the API accepts a sign-in from the last 5 minutes instead).
 */
export function UpdatePasswordView() {
  const { t } = useTranslation();
  const tr = useTranslate();
  const router = useRouter();
  const { onSubmit, error } = useSubmit<Required<PasswordChange>>(async (values) => {
    await authApi.updatePassword(values);
    void notify('success', t('auth.password.updated'));
    await router.push('/profile');
  });
  return (
    <AuthCard title={t('auth.update.password')} text={`${t('auth.new.password.text')} ${t('auth.current.password.hint')}`} testId="update-password-page">
      <Formik initialValues={{ current_password: '', password: '', password_confirmation: '' }} validate={lazyValidate((rules) => rules.passwordChangeSchema(tr))} onSubmit={onSubmit}>
        <Form noValidate method="post" data-testid="update-password-form">
          <PasswordField name="current_password" label={t('auth.field.current.password')} testId="current-password-input" autoComplete="current-password" />
          <PasswordField name="password" label={t('auth.field.new.password')} testId="password-input" autoComplete="new-password" autoFocus />
          <PasswordField name="password_confirmation" label={t('auth.field.confirm.password')} testId="password-confirmation-input" autoComplete="new-password" />
          <FormAlert error={error} />
          <SubmitButton testId="update-password-submit">{t('auth.update.password')}</SubmitButton>
        </Form>
      </Formik>
    </AuthCard>
  );
}
