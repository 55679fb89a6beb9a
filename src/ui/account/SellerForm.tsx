import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { TextInput } from '@/ui/app/TextInput';
import { useFormik } from 'formik';
import { useTranslation } from '@/ui/i18n/texts';
import { useMemo, useState, type ComponentProps } from 'react';
import { useHydrated } from '../app/client-only';
import { notify } from '../app/notify';
import { useShell } from '../app/ShellContext';
import { ApplicationState } from '../applications/ApplicationState';
import { errorKey, failureStatus } from '../content/errors';
import { PageFrame } from '../content/PageFrame';
import { http } from '../http/browser';
import { EMPTY_SELLER, SELLER_LIMITS, SHOP_TYPES, sellerPayload, sellerSchema, type SellerValues } from './seller-form';

type TextName = Exclude<keyof SellerValues, 'type'>;

/** /be-seller: the seller application (`POST dashboard/user/shops`), validated before it is sent. */
export function SellerForm() {
  const { t } = useTranslation();
  const { locale } = useShell();
  const [sent, setSent] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const schema = useMemo(() => sellerSchema(t), [t]);
  // Marks the form once React has taken over, so it is never submitted before its handlers exist.
  const hydrated = useHydrated();
  const form = useFormik<SellerValues>({
    initialValues: EMPTY_SELLER,
    validationSchema: schema,
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
  const field = (name: TextName, label: string, extra: Partial<ComponentProps<typeof TextInput>> = {}) => {
    const error = form.touched[name] && form.errors[name];
    return (
      <TextInput
        {...form.getFieldProps(name)}
        id={`seller-${name}`}
        label={label}
        error={Boolean(error)}
        helperText={error || ' '}
        fullWidth
        required
        {...extra}
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
      <Box component="form" noValidate onSubmit={form.handleSubmit} data-testid="seller-form" data-hydrated={hydrated || undefined} sx={{ display: 'grid', gap: 1 }}>
        {field('title', t('seller.form.title'), { autoComplete: 'organization', slotProps: { htmlInput: { maxLength: SELLER_LIMITS.title } } })}
        <FormControl error={Boolean(typeError)} required sx={{ mb: 1 }}>
          <FormLabel id="seller-type-label">{t('seller.form.type')}</FormLabel>
          <RadioGroup row aria-labelledby="seller-type-label" name="type" value={form.values.type} onChange={(e) => void form.setFieldValue('type', e.target.value)} onBlur={() => void form.setFieldTouched('type', true)}>
            {SHOP_TYPES.map((type) => (
              <FormControlLabel key={type} value={type} control={<Radio />} label={t(`seller.type.${type}`)} />
            ))}
          </RadioGroup>
          <FormHelperText>{typeError || ' '}</FormHelperText>
        </FormControl>
        {field('phone', t('seller.form.phone'), { type: 'tel', autoComplete: 'tel', slotProps: { htmlInput: { dir: 'ltr', inputMode: 'tel' } } })}
        {field('address', t('seller.form.address'), { autoComplete: 'street-address', slotProps: { htmlInput: { maxLength: SELLER_LIMITS.address } } })}
        {field('description', t('seller.form.description'), { multiline: true, minRows: 4, slotProps: { htmlInput: { maxLength: SELLER_LIMITS.description } } })}
        {failure !== null ? (
          <Alert severity="error" data-testid="seller-error">
            {failure ? `${t('error.request.not.sent')}: ${failure}` : t('error.request.not.sent')}
          </Alert>
        ) : null}
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={form.isSubmitting} data-testid="seller-submit" sx={{ minWidth: 220 }}>
            {form.isSubmitting ? t('common.loading') : t('seller.submit')}
          </Button>
        </Box>
      </Box>
    </PageFrame>
  );
}
