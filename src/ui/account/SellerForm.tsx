import { useFormik } from 'formik';
import { useTranslation } from '@/ui/i18n/texts';
import { useMemo, useState } from 'react';
import { ChoiceGroup } from '../app/ChoiceGroup';
import { useHydrated } from '../app/client-only';
import { ErrorAlert } from '../app/ErrorAlert';
import fieldCss from '../app/field.module.css';
import { OutlinedField } from '../app/OutlinedField';
import { notify } from '../app/notify';
import { useShell } from '../app/ShellContext';
import { ApplicationState } from '../applications/ApplicationState';
import { errorKey, failureStatus } from '../content/errors';
import { PageFrame } from '../content/PageFrame';
import { http } from '../http/browser';
import { lazySchemaValidate } from '../app/lazy-schema';
import { EMPTY_SELLER, SELLER_LIMITS, SHOP_TYPES, sellerPayload, type SellerValues } from './seller-values';

type TextName = Exclude<keyof SellerValues, 'type'>;

/** /be-seller: the seller application (`POST dashboard/user/shops`), validated before it is sent. */
export function SellerForm() {
  const { t } = useTranslation();
  const { locale } = useShell();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The rules (yup) load with the first validation, off the page's first load.
  const validate = useMemo(() => lazySchemaValidate<SellerValues>(() => import('./seller-form').then((m) => m.sellerSchema(t))), [t]);
  // Marks the form once React has taken over, so it is never submitted before its handlers exist.
  const hydrated = useHydrated();
  const form = useFormik<SellerValues>({
    initialValues: EMPTY_SELLER,
    validate,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        await http.post('dashboard/user/shops', sellerPayload(values, locale));
        void notify('success', t('seller.application.sent'));
        setSent(true);
      } catch (error) {
        if (failureStatus(error) === 401) return; // the client signs the user out and goes to /login
        void notify('error', t('error.request.not.sent'), 'seller-request');
        const status = failureStatus(error);
        // The route may not exist on this server yet (404/405): then there is no more to say than the toast.
        setFailure(status === 404 || status === 405 ? '' : t(errorKey(error), { ns: 'errors' }));
      }
    },
  });
  // Plain CSS fields (MUI's outlined look, ADR 0011): the page carries no MUI in its first load.
  const field = (name: TextName, label: string, input: Record<string, unknown> = {}, multiline = false) => {
    const error = form.touched[name] && form.errors[name];
    const props = { ...form.getFieldProps(name), ...input };
    return (
      <OutlinedField
        id={`seller-${name}`}
        label={label}
        error={Boolean(error)}
        helperText={error || ' '}
        filled={form.values[name] !== ''}
        required
        {...(multiline ? { textareaProps: { ...props, rows: 4 } } : { inputProps: props })}
      />
    );
  };
  if (sent) {
    return (
      <PageFrame heading={t('seller.title')} width={760} testId="seller-page">
        <ApplicationState kind="seller" status="new" />
      </PageFrame>
    );
  }
  const typeError = form.touched.type && form.errors.type;
  return (
    <PageFrame heading={t('seller.title')} subtitle={t('seller.text')} width={760} testId="seller-page">
      <form noValidate onSubmit={form.handleSubmit} data-testid="seller-form" data-hydrated={hydrated || undefined} className={fieldCss.formGrid}>
        {field('title', t('seller.form.title'), { autoComplete: 'organization', maxLength: SELLER_LIMITS.title })}
        <ChoiceGroup
          type="radio"
          name="type"
          label={t('seller.form.type')}
          required
          error={Boolean(typeError)}
          helperText={typeError || ' '}
          options={SHOP_TYPES.map((type) => ({ value: type, label: t(`seller.type.${type}`) }))}
          isChecked={(type) => form.values.type === type}
          onChange={(e) => void form.setFieldValue('type', e.target.value)}
          onBlur={() => void form.setFieldTouched('type', true)}
        />
        {field('phone', t('seller.form.phone'), { type: 'tel', autoComplete: 'tel', dir: 'ltr', inputMode: 'tel' })}
        {field('address', t('seller.form.address'), { autoComplete: 'street-address', maxLength: SELLER_LIMITS.address })}
        {field('description', t('seller.form.description'), { maxLength: SELLER_LIMITS.description }, true)}
        {failure !== null ? (
          <ErrorAlert testId="seller-error">
            {failure ? `${t('error.request.not.sent')}: ${failure}` : t('error.request.not.sent')}
          </ErrorAlert>
        ) : null}
        <div>
          <button type="submit" className={`${fieldCss.submit} ${fieldCss.wide}`} disabled={form.isSubmitting} data-testid="seller-submit">
            {form.isSubmitting ? t('common.loading') : t('seller.submit')}
          </button>
        </div>
      </form>
    </PageFrame>
  );
}
