import type { FormikProps } from 'formik';
import { useTranslation } from '@/ui/i18n/texts';
import { OutlinedField } from '../app/OutlinedField';
import { PlainAddressSearch } from '../addresses/PlainAddressSearch';
import type { ParcelValues } from './form';
import css from './parcel-form.module.css';

/** Sender or receiver: name, phone, the address (picked through the geocoder, like saved addresses) and house. */
export function PartyFields({ form, side }: { form: FormikProps<ParcelValues>; side: 'from' | 'to' }) {
  const { t } = useTranslation();
  const touched = form.touched[side];
  const errors = form.errors[side];
  const err = (name: 'name' | 'phone' | 'point' | 'house') => (touched?.[name] && typeof errors?.[name] === 'string' ? (errors[name] as string) : false);
  const value = form.values[side];
  const who = side === 'from' ? 'parcel.sender' : 'parcel.receiver';
  // Plain CSS fields (MUI's outlined look, ADR 0011): no MUI in the page's first load.
  const field = (name: 'name' | 'phone' | 'house', label: string, input: Record<string, unknown>, required = true) => (
    <OutlinedField
      id={`parcel-${side}-${name}`}
      label={label}
      required={required}
      error={Boolean(err(name))}
      helperText={err(name) || ' '}
      filled={value[name] !== ''}
      inputProps={{ ...form.getFieldProps(`${side}.${name}`), ...input }}
    />
  );
  return (
    <fieldset data-testid={`parcel-${side}`} className={`${css.box} ${css.party}`}>
      <legend className={css.legend}>{t(`${who}.title`)}</legend>
      {field('name', t(`${who}.name`), { maxLength: 100, dir: 'auto', 'data-testid': `parcel-${side}-name` })}
      {field('phone', t(`${who}.phone`), { type: 'tel', maxLength: 24, dir: 'ltr', 'data-testid': `parcel-${side}-phone` })}
      <PlainAddressSearch
        id={`parcel-${side}-address`}
        value={value.point?.address ?? ''}
        onPick={(s) => {
          void form.setFieldValue(`${side}.point`, { latitude: s.location.latitude, longitude: s.location.longitude, address: s.street || s.label });
          if (s.house) void form.setFieldValue(`${side}.house`, s.house);
        }}
        onBlur={() => void form.setFieldTouched(`${side}.point`, true)}
        error={err('point')}
        hint={t('address.search.list.hint')}
      />
      {field('house', t('parcel.house'), { maxLength: 255, dir: 'auto' }, false)}
    </fieldset>
  );
}
