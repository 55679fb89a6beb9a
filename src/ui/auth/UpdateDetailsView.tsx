import { Form, Formik } from 'formik';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { notify } from '../app/notify';
import { useSession } from '../app/Session';
import { authApi, type ProfileDetails } from './api';
import { AuthCard } from './AuthCard';
import { FormAlert, FormField, SubmitButton } from './fields';
import { useSubmit, useTranslate } from './hooks';
import { safeNext } from './redirect';
import { profileNameSchema } from './schemas';

/** /update-details (signed in): the name shops and couriers see; new phone accounts land here first. */
export function UpdateDetailsView() {
  const { t } = useTranslation();
  const tr = useTranslate();
  const router = useRouter();
  const { user, signIn } = useSession();
  const { onSubmit, error } = useSubmit<Required<ProfileDetails>>(async ({ firstname, lastname }) => {
    const updated = await authApi.updateProfile({ firstname: firstname.trim(), lastname: lastname.trim() });
    signIn(updated);
    void notify('success', t('toast.profile.updated'));
    await router.push(safeNext(router.query.next, '/profile'));
  });
  return (
    <AuthCard title={t('profile.update.details')} text={t('auth.update.details.text')} testId="update-details-page">
      <Formik initialValues={{ firstname: user?.firstname ?? '', lastname: user?.lastname ?? '' }} validationSchema={profileNameSchema(tr)} onSubmit={onSubmit}>
        <Form noValidate method="post" data-testid="update-details-form">
          <FormField name="firstname" label={t('auth.field.firstname')} testId="firstname-input" autoComplete="given-name" autoFocus />
          <FormField name="lastname" label={t('auth.field.lastname')} testId="lastname-input" autoComplete="family-name" />
          <FormAlert error={error} />
          <SubmitButton testId="update-details-submit">{t('common.changes.save')}</SubmitButton>
        </Form>
      </Formik>
    </AuthCard>
  );
}
