import { Form, Formik, useField } from 'formik';
import { useTranslation } from '@/ui/i18n/texts';
import { useRouter } from 'next/router';
import { ChoiceGroup } from '../app/ChoiceGroup';
import type { SignUpDetails } from './api';
import { FormAlert, FormField, PasswordField, SubmitButton } from './fields';
import { useSubmit, useTranslate } from './hooks';
import { GENDERS, type Gender } from './genders';
import { lazyValidate } from './lazy-validation';

export type DetailsValues = Required<Omit<SignUpDetails, 'gender'>> & { gender: Gender };

const EMPTY: DetailsValues = { firstname: '', lastname: '', password: '', password_confirmation: '', gender: 'male', referral: '' };

export function GenderField() {
  const { t } = useTranslation();
  const [field] = useField<Gender>('gender');
  return (
    <ChoiceGroup
      type="radio"
      name={field.name}
      label={t('auth.field.gender')}
      options={GENDERS.map((g) => ({ value: g, label: t(`gender.${g}`), testId: `gender-${g}` }))}
      isChecked={(g) => field.value === g}
      onChange={field.onChange}
      onBlur={field.onBlur}
    />
  );
}

/** The last step of an email sign-up: name, password and gender (the email is already verified). */
export function DetailsForm({ onSubmit: save }: { onSubmit: (values: DetailsValues) => Promise<void> }) {
  const { t } = useTranslation();
  const tr = useTranslate();
  const { onSubmit, error } = useSubmit<DetailsValues>(save);
  // An invite link is /register?referral=CODE: the code is filled in (and can still be changed).
  const invited = useRouter().query.referral;
  const initialValues = typeof invited === 'string' ? { ...EMPTY, referral: invited.slice(0, 64) } : EMPTY;
  return (
    <Formik initialValues={initialValues} validate={lazyValidate((rules) => rules.detailsSchema(tr))} onSubmit={onSubmit}>
      <Form noValidate method="post" data-testid="details-form">
        <FormField name="firstname" label={t('auth.field.firstname')} testId="firstname-input" autoComplete="given-name" autoFocus />
        <FormField name="lastname" label={t('auth.field.lastname')} testId="lastname-input" autoComplete="family-name" />
        <PasswordField name="password" label={t('auth.field.password')} testId="password-input" autoComplete="new-password" />
        <PasswordField name="password_confirmation" label={t('auth.field.confirm.password')} testId="password-confirmation-input" autoComplete="new-password" />
        <GenderField />
        <FormField name="referral" label={`${t('auth.field.referral.code')} (${t('common.optional')})`} testId="referral-input" autoComplete="off" />
        <FormAlert error={error} />
        <SubmitButton testId="details-submit">{t('auth.register.action')}</SubmitButton>
      </Form>
    </Formik>
  );
}
