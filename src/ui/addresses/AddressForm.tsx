import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { TextInput } from '@/ui/app/TextInput';
import { useFormik } from 'formik';
import { useTranslation } from '@/ui/i18n/texts';
import { useMemo, useState, type ComponentProps } from 'react';
import { useHydrated } from '../app/client-only';
import { errorKey, failureStatus } from '../content/errors';
import { saveAddress, type SavedAddress } from './api';
import { AddressSearch } from './AddressSearch';
import { ADDRESS_LIMITS, addressPayload, addressSchema, emptyAddress, fromSaved, withSuggestion, type AddressValues } from './form';
import { PointMap } from './PointMap';

type TextName = 'title' | 'house' | 'floor' | 'entrance' | 'comment';

interface Props {
  /** Editing this saved address; a new one otherwise. */
  editing?: SavedAddress;
  onSaved: (saved: SavedAddress) => void;
  onCancel?: () => void;
}

/**
 * Add or edit a saved address (formik + yup): a title such as Home or Work, the street found by typing or a map
 * click, and the door details. A failed save keeps everything typed and says why next to the form.
 */
export function AddressForm({ editing, onSaved, onCancel }: Props) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const schema = useMemo(() => addressSchema(t), [t]);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useFormik<AddressValues>({
    initialValues: editing ? fromSaved(editing) : emptyAddress(),
    validationSchema: schema,
    onSubmit: async (values) => {
      setFailure(null);
      try {
        onSaved(await saveAddress(addressPayload(values), editing?.id));
      } catch (error) {
        if (failureStatus(error) === 401) return;
        setFailure(t(errorKey(error), { ns: 'errors' }));
      }
    },
  });
  const errorOf = (name: keyof AddressValues) => (form.touched[name] || form.submitCount > 0) && (form.errors[name] as string | undefined);
  const field = (name: TextName, label: string, max: number, extra: Partial<ComponentProps<typeof TextInput>> = {}) => (
    <TextInput
      {...form.getFieldProps(name)}
      id={`address-form-${name}`}
      label={label}
      size="small"
      error={Boolean(errorOf(name))}
      helperText={errorOf(name) || ' '}
      slotProps={{ htmlInput: { maxLength: max, dir: 'auto', 'data-testid': `address-form-${name}` }, formHelperText: { role: errorOf(name) ? 'alert' : undefined } as object }}
      {...extra}
    />
  );
  const pick = (s: Parameters<typeof withSuggestion>[1]) => void form.setValues((v) => withSuggestion(v, s), true);
  return (
    <Box component="form" noValidate onSubmit={form.handleSubmit} data-testid="address-form" data-hydrated={hydrated || undefined} sx={{ display: 'grid', gap: 1 }}>
      <Stack direction="row" spacing={1} sx={{ mb: 1 }}>
        {(['home', 'work'] as const).map((k) => (
          <Chip key={k} label={t(`address.label.${k}`)} onClick={() => void form.setFieldValue('title', t(`address.label.${k}`))} color={form.values.title === t(`address.label.${k}`) ? 'primary' : 'default'} data-testid={`address-title-${k}`} />
        ))}
      </Stack>
      {field('title', t('address.label.title'), ADDRESS_LIMITS.title, { required: true, placeholder: t('address.label.placeholder') })}
      <AddressSearch value={form.values.street} onPick={pick} onBlur={() => void form.setFieldTouched('street', true)} error={errorOf('street') || errorOf('point')} />
      <Box sx={{ my: 1 }}>
        <PointMap point={form.values.point} onPick={pick} />
      </Box>
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, minmax(0, 1fr))' } }}>
        {field('house', t('address.house'), ADDRESS_LIMITS.detail)}
        {field('floor', t('address.floor'), ADDRESS_LIMITS.detail)}
        {field('entrance', t('address.entrance'), ADDRESS_LIMITS.detail)}
      </Box>
      {field('comment', t('address.comment'), ADDRESS_LIMITS.comment, { multiline: true, minRows: 2 })}
      {failure ? (
        <Alert severity="error" data-testid="address-form-failure">
          {failure}
        </Alert>
      ) : null}
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
        {onCancel ? <Button onClick={onCancel}>{t('common.cancel')}</Button> : null}
        <Button type="submit" variant="contained" disabled={form.isSubmitting} data-testid="address-form-save">
          {t('address.save')}
        </Button>
      </Stack>
    </Box>
  );
}
