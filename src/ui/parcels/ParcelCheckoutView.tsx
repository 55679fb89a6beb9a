import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { TextInput } from '@/ui/app/TextInput';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { useRouter } from 'next/router';
import { useTranslation } from '@/ui/i18n/texts';
import { useMemo, useRef, useState } from 'react';
import { useHydrated } from '../app/client-only';
import { useShell } from '../app/ShellContext';
import { paymentsQuery } from '../checkout/api';
import { errorKey } from '../content/errors';
import { PageFrame } from '../content/PageFrame';
import { ErrorState } from '../content/States';
import { http } from '../http/browser';
import { useMoney } from '../shops/useMoney';
import { createParcel, fetchParcelPrice, startParcelCardPayment } from './api';
import { emptyParcel, parcelBody, parcelSchema, type ParcelValues } from './form';
import { PartyFields } from './PartyFields';
import { parcelTypesQuery } from './queries';
import type { ParcelType } from './types';

const today = () => new Date().toISOString().slice(0, 10);
const INLINE = new Set(['cash', 'wallet']);

function typeLimits(p: ParcelType, t: (k: string, o?: Record<string, unknown>) => string) {
  return `${t('parcel.size.limit', { width: p.max_width, height: p.max_height, length: p.max_length })} · ${t('parcel.weight.limit', { weight: p.max_g / 1000 })}`;
}

/** /parcel-checkout: sender, parcel and receiver details, when, the server's price, then cash, wallet or card. */
export function ParcelCheckoutView() {
  const { t } = useTranslation();
  const { locale } = useShell();
  const router = useRouter();
  const { format } = useMoney();
  const hydrated = useHydrated();
  const [failure, setFailure] = useState<string | null>(null);
  const idempotency = useRef<string | null>(null);
  const types = useQuery(parcelTypesQuery(http, locale));
  const payments = useQuery(paymentsQuery());
  const schema = useMemo(() => parcelSchema(t, today()), [t]);
  const form = useFormik<ParcelValues>({
    initialValues: emptyParcel(today()),
    validationSchema: schema,
    onSubmit: async (values) => {
      setFailure(null);
      const tag = payments.data?.find((p) => p.id === values.paymentId)?.tag ?? 'cash';
      idempotency.current ??= crypto.randomUUID();
      try {
        const parcel = await createParcel(parcelBody(values, INLINE.has(tag)), idempotency.current);
        idempotency.current = null;
        if (!INLINE.has(tag)) {
          const process = await startParcelCardPayment(tag, parcel.id);
          window.location.replace(process.data.url);
          return;
        }
        await router.push(`/parcels/${parcel.id}`);
      } catch (error) {
        idempotency.current = null;
        setFailure(t(errorKey(error), { ns: 'errors' }));
      }
    },
  });
  const v = form.values;
  const price = useQuery({
    queryKey: ['parcel-price', v.typeId, v.from.point?.latitude, v.from.point?.longitude, v.to.point?.latitude, v.to.point?.longitude],
    queryFn: () => fetchParcelPrice(v.typeId!, v.from.point!, v.to.point!),
    enabled: Boolean(v.typeId && v.from.point && v.to.point),
  });
  const typeError = form.touched.typeId && form.errors.typeId;
  const payError = form.submitCount > 0 && form.errors.paymentId;
  const field = (name: 'date' | 'time' | 'description' | 'note', label: string, extra: Record<string, unknown> = {}) => {
    const error = form.touched[name] && form.errors[name];
    return (
      <TextInput
        {...form.getFieldProps(name)}
        label={label}
        error={Boolean(error)}
        helperText={error || ' '}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'data-testid': `parcel-${name}`, dir: 'auto' }, formHelperText: { role: error ? 'alert' : undefined } as object }}
        {...extra}
      />
    );
  };
  return (
    <PageFrame heading={t('parcel.title')} subtitle={t('parcel.subtitle')} back={{ href: '/parcels', label: t('parcels.title') }} width={760} testId="parcel-checkout-page">
      <Box component="form" noValidate onSubmit={form.handleSubmit} data-testid="parcel-form" data-hydrated={hydrated || undefined} sx={{ display: 'grid', gap: 2 }}>
        <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 3, p: 2, m: 0 }}>
          <Typography component="legend" sx={{ fontWeight: 700, px: 0.5 }}>
            {t('parcel.type.title')}
          </Typography>
          {types.isError ? (
            <ErrorState error={types.error} onRetry={() => void types.refetch()} />
          ) : (
            <RadioGroup value={v.typeId ?? ''} onChange={(e) => void form.setFieldValue('typeId', Number(e.target.value))} aria-label={t('parcel.type.title')}>
              {(types.data ?? []).map((p) => (
                <FormControlLabel
                  key={p.id}
                  value={p.id}
                  control={<Radio slotProps={{ input: { 'data-testid': `parcel-type-${p.id}` } as object }} />}
                  label={
                    <span>
                      <strong>{p.type}</strong> — {typeLimits(p, t)}
                    </span>
                  }
                />
              ))}
            </RadioGroup>
          )}
          {typeError ? (
            <FormHelperText error role="alert">
              {typeError}
            </FormHelperText>
          ) : null}
        </Box>
        <PartyFields form={form} side="from" />
        <PartyFields form={form} side="to" />
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { sm: '1fr 1fr' } }}>
          {field('date', t('parcel.date'), { type: 'date', required: true })}
          {field('time', t('parcel.time'), { type: 'time', required: true })}
        </Box>
        {field('description', t('parcel.description'), { multiline: true })}
        {field('note', t('parcel.note'), { multiline: true })}
        <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 3, p: 2, m: 0 }}>
          <Typography component="legend" sx={{ fontWeight: 700, px: 0.5 }}>
            {t('checkout.payment.method')}
          </Typography>
          <RadioGroup value={v.paymentId ?? ''} onChange={(e) => void form.setFieldValue('paymentId', Number(e.target.value))} aria-label={t('checkout.payment.method')}>
            {(payments.data ?? []).map((p) => (
              <FormControlLabel key={p.id} value={p.id} control={<Radio slotProps={{ input: { 'data-testid': `payment-${p.tag}` } as object }} />} label={t(`payment.method.${p.tag}`, t('payment.method.card'))} />
            ))}
          </RadioGroup>
          {payError ? (
            <FormHelperText error role="alert">
              {payError}
            </FormHelperText>
          ) : null}
        </Box>
        <Typography sx={{ fontWeight: 700 }} data-testid="parcel-quote" aria-live="polite">
          {price.data ? (
            <>
              {t('parcel.price')}: <bdi>{format(price.data.price)}</bdi> · {t('parcel.distance', { km: price.data.km })}
            </>
          ) : (
            t('parcel.quote.hint')
          )}
        </Typography>
        {failure ? (
          <Alert severity="error" data-testid="parcel-failure">
            {failure}
          </Alert>
        ) : null}
        <Button type="submit" variant="contained" size="large" disabled={form.isSubmitting} data-testid="parcel-submit">
          {t('parcel.submit')}
        </Button>
      </Box>
    </PageFrame>
  );
}
