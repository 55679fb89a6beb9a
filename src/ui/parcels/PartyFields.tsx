import Box from '@mui/material/Box';
import { TextInput } from '@/ui/app/TextInput';
import Typography from '@mui/material/Typography';
import type { FormikProps } from 'formik';
import { useTranslation } from '@/ui/i18n/texts';
import { AddressSearch } from '../addresses/AddressSearch';
import type { ParcelValues } from './form';

/** Sender or receiver: name, phone, the address (picked through the geocoder, like saved addresses) and house. */
export function PartyFields({ form, side }: { form: FormikProps<ParcelValues>; side: 'from' | 'to' }) {
  const { t } = useTranslation();
  const touched = form.touched[side];
  const errors = form.errors[side];
  const err = (name: 'name' | 'phone' | 'point' | 'house') => (touched?.[name] && typeof errors?.[name] === 'string' ? (errors[name] as string) : false);
  const value = form.values[side];
  const who = side === 'from' ? 'parcel.sender' : 'parcel.receiver';
  return (
    <Box component="fieldset" data-testid={`parcel-${side}`} sx={{ border: 1, borderColor: 'divider', borderRadius: 3, p: 2, m: 0, display: 'grid', gap: 1 }}>
      <Typography component="legend" sx={{ fontWeight: 700, px: 0.5 }}>
        {t(`${who}.title`)}
      </Typography>
      <TextInput
        {...form.getFieldProps(`${side}.name`)}
        label={t(`${who}.name`)}
        required
        error={Boolean(err('name'))}
        helperText={err('name') || ' '}
        slotProps={{ htmlInput: { maxLength: 100, dir: 'auto', 'data-testid': `parcel-${side}-name` }, formHelperText: { role: err('name') ? 'alert' : undefined } as object }}
      />
      <TextInput
        {...form.getFieldProps(`${side}.phone`)}
        label={t(`${who}.phone`)}
        type="tel"
        required
        error={Boolean(err('phone'))}
        helperText={err('phone') || ' '}
        slotProps={{ htmlInput: { maxLength: 24, dir: 'ltr', 'data-testid': `parcel-${side}-phone` }, formHelperText: { role: err('phone') ? 'alert' : undefined } as object }}
      />
      <AddressSearch
        value={value.point?.address ?? ''}
        onPick={(s) => {
          void form.setFieldValue(`${side}.point`, { latitude: s.location.latitude, longitude: s.location.longitude, address: s.street || s.label });
          if (s.house) void form.setFieldValue(`${side}.house`, s.house);
        }}
        onBlur={() => void form.setFieldTouched(`${side}.point`, true)}
        error={err('point')}
      />
      <TextInput
        {...form.getFieldProps(`${side}.house`)}
        label={t('parcel.house')}
        error={Boolean(err('house'))}
        helperText={err('house') || ' '}
        slotProps={{ htmlInput: { maxLength: 255, dir: 'auto' } }}
      />
    </Box>
  );
}
