import { useQuery } from '@tanstack/react-query';
import { useFormik } from 'formik';
import { useRouter } from 'next/router';
import { useTranslation } from '@/ui/i18n/texts';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { useHydrated } from '../app/client-only';
import { ErrorAlert } from '../app/ErrorAlert';
import fieldCss from '../app/field.module.css';
import { lazySchemaValidate } from '../app/lazy-schema';
import { OutlinedField } from '../app/OutlinedField';
import { useShell } from '../app/ShellContext';
import { paymentsQuery } from '../checkout/api';
import { errorKey } from '../content/errors';
import { PageFrame } from '../content/PageFrame';
import { ErrorState } from '../content/States';
import { http } from '../http/browser';
import { useMoney } from '../shops/useMoney';
import { createParcel, fetchParcelPrice, startParcelCardPayment } from './api';
import { emptyParcel, parcelBody, type ParcelValues } from './form';
import css from './parcel-form.module.css';
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
  // The rules (yup) load with the first validation, off the page's first load.
  const validate = useMemo(() => lazySchemaValidate<ParcelValues>(() => import('./rules').then((m) => m.parcelSchema(t, today()))), [t]);
  const form = useFormik<ParcelValues>({
    initialValues: emptyParcel(today()),
    validate,
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
  // Plain CSS fields (MUI's outlined look, ADR 0011) with the label raised, as before (dates show their own mask).
  const field = (name: 'date' | 'time' | 'description' | 'note', label: string, extra: { type?: string; required?: boolean; multiline?: boolean } = {}) => {
    const error = form.touched[name] && form.errors[name];
    const props = { ...form.getFieldProps(name), 'data-testid': `parcel-${name}`, dir: 'auto' };
    return (
      <OutlinedField
        id={`parcel-${name}`}
        label={label}
        required={extra.required}
        error={Boolean(error)}
        helperText={error || ' '}
        filled
        {...(extra.multiline ? { textareaProps: { ...props, rows: 1 } } : { inputProps: { ...props, type: extra.type } })}
      />
    );
  };
  // A column RadioGroup of FormControlLabels: native radios drawn as ChoiceGroup draws them.
  const radios = (label: string, name: 'typeId' | 'paymentId', options: { id: number; testId: string; label: ReactNode }[]) => (
    <div role="radiogroup" aria-label={label} className={css.radios}>
      {options.map((o) => (
        <label key={o.id} className={fieldCss.choice}>
          <span className={fieldCss.choiceBox}>
            <input type="radio" name={name} value={o.id} checked={v[name] === o.id} onChange={() => void form.setFieldValue(name, o.id)} data-testid={o.testId} />
          </span>
          <span>{o.label}</span>
        </label>
      ))}
    </div>
  );
  const fieldError = (text: string | false | undefined) =>
    text ? (
      <p className={css.error} role="alert">
        {text}
      </p>
    ) : null;
  return (
    <PageFrame heading={t('parcel.title')} subtitle={t('parcel.subtitle')} back={{ href: '/parcels', label: t('parcels.title') }} width={760} testId="parcel-checkout-page">
      <form noValidate onSubmit={form.handleSubmit} data-testid="parcel-form" data-hydrated={hydrated || undefined} className={`${fieldCss.formGrid} ${css.form}`}>
        <fieldset className={css.box}>
          <legend className={css.legend}>{t('parcel.type.title')}</legend>
          {types.isError ? (
            <ErrorState error={types.error} onRetry={() => void types.refetch()} />
          ) : (
            radios(
              t('parcel.type.title'),
              'typeId',
              (types.data ?? []).map((p) => ({
                id: p.id,
                testId: `parcel-type-${p.id}`,
                label: (
                  <span>
                    <strong>{p.type}</strong> — {typeLimits(p, t)}
                  </span>
                ),
              })),
            )
          )}
          {fieldError(typeError)}
        </fieldset>
        <PartyFields form={form} side="from" />
        <PartyFields form={form} side="to" />
        <div className={css.when}>
          {field('date', t('parcel.date'), { type: 'date', required: true })}
          {field('time', t('parcel.time'), { type: 'time', required: true })}
        </div>
        {field('description', t('parcel.description'), { multiline: true })}
        {field('note', t('parcel.note'), { multiline: true })}
        <fieldset className={css.box}>
          <legend className={css.legend}>{t('checkout.payment.method')}</legend>
          {radios(
            t('checkout.payment.method'),
            'paymentId',
            (payments.data ?? []).map((p) => ({ id: p.id, testId: `payment-${p.tag}`, label: t(`payment.method.${p.tag}`, t('payment.method.card')) })),
          )}
          {fieldError(payError)}
        </fieldset>
        <p className={css.quote} data-testid="parcel-quote" aria-live="polite">
          {price.data ? (
            <>
              {t('parcel.price')}: <bdi>{format(price.data.price)}</bdi> · {t('parcel.distance', { km: price.data.km })}
            </>
          ) : (
            t('parcel.quote.hint')
          )}
        </p>
        {failure ? <ErrorAlert testId="parcel-failure">{failure}</ErrorAlert> : null}
        <button type="submit" className={fieldCss.submit} disabled={form.isSubmitting} data-testid="parcel-submit">
          {t('parcel.submit')}
        </button>
      </form>
    </PageFrame>
  );
}
