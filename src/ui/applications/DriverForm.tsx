import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import { useTranslation } from '@/ui/i18n/texts';
import { useMemo, useState, type ComponentProps } from 'react';
import { useHydrated } from '../app/client-only';
import { notify } from '../app/notify';
import { errorKey, failureStatus } from '../content/errors';
import { PageFrame } from '../content/PageFrame';
import { http } from '../http/browser';
import { LICENCE_NUMBER_MAX, WORKING_AREA_MAX } from '@/contract/applications';
import { ApplicationState } from './ApplicationState';
import { driverPayload, driverSchema, emptyDriver, VEHICLE_TYPES, WEEK_DAYS, type DriverValues } from './driver-form';

type TextName = Exclude<keyof DriverValues, 'days'>;

/** /deliver: the delivery-driver application, validated before it is sent; values stay put when sending fails. */
export function DriverForm({ phone }: { phone?: string }) {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => driverSchema(t), [t]);
  // Marks the form once React has taken over, so it is never submitted before its handlers exist.
  const hydrated = useHydrated();
  const form = useFormik<DriverValues>({
    initialValues: emptyDriver(phone),
    validationSchema: schema,
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
  const field = (name: TextName, label: string, extra: Partial<ComponentProps<typeof TextField>> = {}) => {
    const error = form.touched[name] && form.errors[name];
    return (
      <TextField {...form.getFieldProps(name)} id={`driver-${name}`} label={label} error={Boolean(error)} helperText={error || ' '} fullWidth required {...extra} />
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
  const shrink = { inputLabel: { shrink: true } };
  return (
    <PageFrame heading={t('driver.title')} subtitle={t('driver.text')} width={760} testId="driver-page">
      <Box component="form" noValidate onSubmit={form.handleSubmit} data-testid="driver-form" data-hydrated={hydrated || undefined} sx={{ display: 'grid', gap: 1 }}>
        {field('vehicle_type', t('driver.form.vehicle'), {
          select: true,
          slotProps: { select: { native: true }, ...shrink },
          children: [<option key="" value="" disabled>{t('driver.form.choose.vehicle')}</option>, ...VEHICLE_TYPES.map((v) => <option key={v} value={v}>{t(`driver.vehicle.${v}`)}</option>)],
        })}
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          {field('licence_number', t('driver.form.licence.number'), { slotProps: { htmlInput: { maxLength: LICENCE_NUMBER_MAX, dir: 'ltr' } } })}
          {field('licence_expiry', t('driver.form.licence.expiry'), { type: 'date', slotProps: { ...shrink, htmlInput: { dir: 'ltr' } } })}
        </Box>
        {field('working_area', t('driver.form.working.area'), { slotProps: { htmlInput: { maxLength: WORKING_AREA_MAX } } })}
        <FormControl component="fieldset" error={Boolean(daysError)} required sx={{ mb: 1 }}>
          <FormLabel component="legend">{t('driver.form.days')}</FormLabel>
          <FormGroup row>
            {WEEK_DAYS.map((day) => (
              <FormControlLabel
                key={day}
                label={t(`shop.day.${day}`)}
                control={<Checkbox name="days" value={day} checked={form.values.days.includes(day)} onChange={(e) => toggleDay(day, e.target.checked)} onBlur={() => void form.setFieldTouched('days', true)} />}
              />
            ))}
          </FormGroup>
          <FormHelperText>{daysError || ' '}</FormHelperText>
        </FormControl>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: '1fr 1fr' }}>
          {field('from', t('driver.form.from'), { type: 'time', slotProps: { ...shrink, htmlInput: { dir: 'ltr' } } })}
          {field('to', t('driver.form.to'), { type: 'time', slotProps: { ...shrink, htmlInput: { dir: 'ltr' } } })}
        </Box>
        {field('phone', t('driver.form.phone'), { type: 'tel', autoComplete: 'tel', slotProps: { htmlInput: { dir: 'ltr', inputMode: 'tel' } } })}
        {failure !== null ? (
          <Alert severity="error" data-testid="driver-error">
            {`${t('error.request.not.sent')}: ${failure}`}
          </Alert>
        ) : null}
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={form.isSubmitting} data-testid="driver-submit" sx={{ minWidth: 220 }}>
            {form.isSubmitting ? t('common.loading') : t('driver.submit')}
          </Button>
        </Box>
      </Box>
    </PageFrame>
  );
}
