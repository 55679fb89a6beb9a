import { useFormik } from 'formik';
import { useTranslation } from '@/ui/i18n/texts';
import { useMemo, useState, type ReactNode } from 'react';
import { ChoiceGroup } from '../app/ChoiceGroup';
import { useHydrated } from '../app/client-only';
import { ErrorAlert } from '../app/ErrorAlert';
import fieldCss from '../app/field.module.css';
import { OutlinedField } from '../app/OutlinedField';
import { notify } from '../app/notify';
import { errorKey, failureStatus } from '../content/errors';
import { PageFrame } from '../content/PageFrame';
import { http } from '../http/browser';
import { LICENCE_NUMBER_MAX, WORKING_AREA_MAX } from '@/contract/applications';
import { ApplicationState } from './ApplicationState';
import { lazySchemaValidate } from '../app/lazy-schema';
import { driverPayload, emptyDriver, VEHICLE_TYPES, WEEK_DAYS, type DriverValues } from './driver-values';

type TextName = Exclude<keyof DriverValues, 'days'>;

/** /deliver: the delivery-driver application, validated before it is sent; values stay put when sending fails. */
export function DriverForm({ phone }: { phone?: string }) {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // The rules (yup) load with the first validation, off the page's first load.
  const validate = useMemo(() => lazySchemaValidate<DriverValues>(() => import('./driver-form').then((m) => m.driverSchema(t))), [t]);
  // Marks the form once React has taken over, so it is never submitted before its handlers exist.
  const hydrated = useHydrated();
  const form = useFormik<DriverValues>({
    initialValues: emptyDriver(phone),
    validate,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        await http.post('dashboard/user/deliveryman-applications', driverPayload(values));
        void notify('success', t('driver.application.sent'));
        setSent(true);
      } catch (error) {
        if (failureStatus(error) === 401) return; // the client signs the user out and goes to /login
        setFailure(t(errorKey(error), { ns: 'errors' }));
      }
    },
  });
  // Plain CSS fields (MUI's outlined look, ADR 0011): the page carries no MUI in its first load. `shrink` keeps
  // the label raised (dates and times show their own placeholder); `options` makes a native select.
  const field = (name: TextName, label: string, input: Record<string, unknown> = {}, { shrink = false, options }: { shrink?: boolean; options?: ReactNode } = {}) => {
    const error = form.touched[name] && form.errors[name];
    const props = { ...form.getFieldProps(name), ...input };
    return (
      <OutlinedField
        id={`driver-${name}`}
        label={label}
        error={Boolean(error)}
        helperText={error || ' '}
        filled={shrink || form.values[name] !== ''}
        required
        {...(options ? { selectProps: props, options } : { inputProps: props })}
      />
    );
  };
  if (sent) {
    return (
      <PageFrame heading={t('driver.title')} width={760} testId="driver-page">
        <ApplicationState kind="driver" status="new" />
      </PageFrame>
    );
  }
  const daysError = form.touched.days && typeof form.errors.days === 'string' ? form.errors.days : '';
  const toggleDay = (day: (typeof WEEK_DAYS)[number], on: boolean) =>
    void form.setFieldValue('days', on ? [...form.values.days, day] : form.values.days.filter((d) => d !== day));
  return (
    <PageFrame heading={t('driver.title')} subtitle={t('driver.text')} width={760} testId="driver-page">
      <form noValidate onSubmit={form.handleSubmit} data-testid="driver-form" data-hydrated={hydrated || undefined} className={fieldCss.formGrid}>
        {field('vehicle_type', t('driver.form.vehicle'), {}, {
          options: [
            <option key="" value="" disabled>
              {t('driver.form.choose.vehicle')}
            </option>,
            ...VEHICLE_TYPES.map((v) => (
              <option key={v} value={v}>
                {t(`driver.vehicle.${v}`)}
              </option>
            )),
          ],
        })}
        <div className={`${fieldCss.pair} ${fieldCss.pairWide}`}>
          {field('licence_number', t('driver.form.licence.number'), { maxLength: LICENCE_NUMBER_MAX, dir: 'ltr' })}
          {field('licence_expiry', t('driver.form.licence.expiry'), { type: 'date', dir: 'ltr' }, { shrink: true })}
        </div>
        {field('working_area', t('driver.form.working.area'), { maxLength: WORKING_AREA_MAX })}
        <ChoiceGroup
          type="checkbox"
          name="days"
          label={t('driver.form.days')}
          required
          error={Boolean(daysError)}
          helperText={daysError || ' '}
          options={WEEK_DAYS.map((day) => ({ value: day, label: t(`shop.day.${day}`) }))}
          isChecked={(day) => form.values.days.includes(day as (typeof WEEK_DAYS)[number])}
          onChange={(e) => toggleDay(e.target.value as (typeof WEEK_DAYS)[number], e.target.checked)}
          onBlur={() => void form.setFieldTouched('days', true)}
        />
        <div className={fieldCss.pair}>
          {field('from', t('driver.form.from'), { type: 'time', dir: 'ltr' }, { shrink: true })}
          {field('to', t('driver.form.to'), { type: 'time', dir: 'ltr' }, { shrink: true })}
        </div>
        {field('phone', t('driver.form.phone'), { type: 'tel', autoComplete: 'tel', dir: 'ltr', inputMode: 'tel' })}
        {failure !== null ? <ErrorAlert testId="driver-error">{`${t('error.request.not.sent')}: ${failure}`}</ErrorAlert> : null}
        <div>
          <button type="submit" className={`${fieldCss.submit} ${fieldCss.wide}`} disabled={form.isSubmitting} data-testid="driver-submit">
            {form.isSubmitting ? t('common.loading') : t('driver.submit')}
          </button>
        </div>
      </form>
    </PageFrame>
  );
}
