import { Form, Formik } from 'formik';
import { useRouter } from 'next/router';
import { useTranslation } from '@/ui/i18n/texts';
import { notify } from '../app/notify';
import { useSession } from '../app/Session';
import { authApi } from './api';
import { AuthCard } from './AuthCard';
import { GenderField } from './DetailsForm';
import { FormAlert, FormField, SubmitButton } from './fields';
import { useSubmit, useTranslate } from './hooks';
import { PhoneChangeForm } from './PhoneChangeForm';
import { safeNext } from './redirect';
import type { Gender } from './genders';
import { lazyValidate } from './lazy-validation';

interface DetailsValues {
  firstname: string;
  lastname: string;
  email: string;
  birthday: string;
  gender: Gender;
}

/** /update-details (signed in): names, email, birthday and gender; the phone changes with a code below. */
export function UpdateDetailsView() {
  const { t } = useTranslation();
  const tr = useTranslate();
  const router = useRouter();
  const { user, signIn } = useSession();
  const { onSubmit, error } = useSubmit<DetailsValues>(async ({ firstname, lastname, email, birthday, gender }) => {
    const updated = await authApi.updateProfile({ firstname: firstname.trim(), lastname: lastname.trim(), email: email.trim(), birthday, gender });
    signIn(updated);
    void notify('success', t('toast.profile.updated'));
    await router.push(safeNext(router.query.next, '/profile'));
  });
  const initial: DetailsValues = {
    firstname: user?.firstname ?? '',
    lastname: user?.lastname ?? '',
    email: user?.email ?? '',
    birthday: user?.birthday?.slice(0, 10) ?? '',
    gender: user?.gender === 'female' ? 'female' : 'male',
  };
  return (
    <AuthCard title={t('profile.update.details')} text={t('auth.update.details.text')} testId="update-details-page">
      <Formik initialValues={initial} enableReinitialize validate={lazyValidate((rules) => rules.profileDetailsSchema(tr))} onSubmit={onSubmit}>
        <Form noValidate method="post" data-testid="update-details-form">
          <FormField name="firstname" label={t('auth.field.firstname')} testId="firstname-input" autoComplete="given-name" autoFocus />
          <FormField name="lastname" label={t('auth.field.lastname')} testId="lastname-input" autoComplete="family-name" />
          <FormField name="email" type="email" label={`${t('auth.field.email')} (${t('common.optional')})`} testId="email-input" autoComplete="email" inputMode="email" ltr />
          <FormField name="birthday" type="date" label={t('profile.birthday')} testId="birthday-input" autoComplete="bday" ltr />
          <GenderField />
          <FormAlert error={error} />
          <SubmitButton testId="update-details-submit">{t('common.changes.save')}</SubmitButton>
        </Form>
      </Formik>
      {user && <PhoneChangeForm />}
    </AuthCard>
  );
}
