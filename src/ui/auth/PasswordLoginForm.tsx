import { Form, Formik } from 'formik';
import NextLink from 'next/link';
import { useTranslation } from '@/ui/i18n/texts';
import type { User } from '../types/api';
import { authApi } from './api';
import { FormAlert, FormField, PasswordField, SubmitButton } from './fields';
import { useSubmit, useTranslate } from './hooks';
import { parseLogin } from './phone';
import { lazyValidate } from './lazy-validation';
import css from './auth.module.css';

interface LoginValues {
  login: string;
  password: string;
}

/** The login field takes an email or a phone number; errors about either land on it. */
const ALIASES = { email: 'login', phone: 'login' };

/** Password sign-in (contract §3.8 auth/login). A failed try keeps what was typed. */
export function PasswordLoginForm({ onSignedIn, resetHref }: { onSignedIn: (user: User) => Promise<void>; resetHref: string }) {
  const { t } = useTranslation();
  const tr = useTranslate();
  const { onSubmit, error } = useSubmit<LoginValues>(async ({ login, password }) => {
    const id = parseLogin(login);
    if (!id) return;
    const { user } = await authApi.login({ ...id, password });
    await onSignedIn(user);
  }, ALIASES);
  return (
    <Formik initialValues={{ login: '', password: '' }} validate={lazyValidate((rules) => rules.loginSchema(tr))} onSubmit={onSubmit}>
      {/* method="post" (all auth forms): a submit before the scripts load never puts a password in the URL. */}
      <Form noValidate method="post" data-testid="login-form">
        <FormField name="login" label={t('auth.field.login')} testId="login-input" type="text" autoComplete="username" inputMode="email" ltr />
        <PasswordField name="password" label={t('auth.field.password')} testId="password-input" autoComplete="current-password" />
        <div className={css.end}>
          <NextLink href={resetHref} className={`${css.link} ${css.body2}`} data-testid="forgot-password-link">
            {t('auth.forgot.password')}
          </NextLink>
        </div>
        <FormAlert error={error} />
        <SubmitButton testId="login-submit">{t('auth.login.action')}</SubmitButton>
      </Form>
    </Formik>
  );
}
