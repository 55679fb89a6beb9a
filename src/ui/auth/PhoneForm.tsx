import { Form, Formik } from 'formik';
import { useTranslation } from '@/ui/i18n/texts';
import { FormAlert, FormField, PasswordField, SubmitButton } from './fields';
import { useSubmit, useTranslate } from './hooks';
import { lazyValidate } from './lazy-validation';

export interface PhoneValues {
  phone: string;
  firstname: string;
  lastname: string;
  password: string;
  password_confirmation: string;
}

export const EMPTY_PHONE_VALUES: PhoneValues = { phone: '', firstname: '', lastname: '', password: '', password_confirmation: '' };

/**
 * First step of the phone flows: the number (and, for a sign-up, the profile to create). Its submit button
 * is `#sign-in-button`, where a phone-verification widget attaches when one is configured (spec §1).
 */
export function PhoneForm({ initial, withDetails, onSend }: { initial: PhoneValues; withDetails: boolean; onSend: (values: PhoneValues) => Promise<void> }) {
  const { t } = useTranslation();
  const tr = useTranslate();
  const { onSubmit, error } = useSubmit<PhoneValues>(onSend);
  return (
    <Formik initialValues={initial} validate={lazyValidate((rules) => (withDetails ? rules.phoneSignUpSchema(tr) : rules.phoneSchema(tr)))} onSubmit={onSubmit}>
      <Form noValidate method="post" data-testid="phone-form">
        <FormField name="phone" label={t('auth.field.phone')} testId="phone-input" type="tel" autoComplete="tel" inputMode="tel" ltr maxLength={24} />
        {withDetails && (
          <>
            <FormField name="firstname" label={t('auth.field.firstname')} testId="firstname-input" autoComplete="given-name" />
            <FormField name="lastname" label={t('auth.field.lastname')} testId="lastname-input" autoComplete="family-name" />
            <PasswordField name="password" label={t('auth.field.password')} testId="password-input" autoComplete="new-password" />
            <PasswordField name="password_confirmation" label={t('auth.field.confirm.password')} testId="password-confirmation-input" autoComplete="new-password" />
          </>
        )}
        <FormAlert error={error} />
        <SubmitButton id="sign-in-button" testId="send-code">
          {t('auth.send.code')}
        </SubmitButton>
      </Form>
    </Formik>
  );
}
