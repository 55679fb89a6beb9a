import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { TextInput } from '@/ui/app/TextInput';
import Typography from '@mui/material/Typography';
import { useTranslation } from '@/ui/i18n/texts';
import type { Ref } from 'react';
import { AddressButton } from '../home/AddressButton';
import type { CheckoutForm } from './form';
import type { SavedAddress } from '../addresses/api';
import { SavedAddressChoice } from './SavedAddressChoice';
import { Section } from './Section';

type Address = CheckoutForm['address'];

interface Props {
  address: Address;
  onChange: (address: Address) => void;
  /** The street line was left (blur): its error may show from now on. */
  onStreetBlur: () => void;
  /** The street line's error (formik + yup), shown under it once touched. */
  streetError: string | undefined;
  streetRef: Ref<HTMLInputElement>;
  inZone: boolean | undefined;
  checking: boolean;
  saved: { list: SavedAddress[]; chosen: SavedAddress | null; saveAs: string | null; onSaveAs: (title: string | null) => void; canSave: boolean };
}

/** Where to deliver: the point from the address picker (zone-checked) and the door details; the street is required. */
export function AddressSection({ address, onChange, onStreetBlur, streetError, streetRef, inZone, checking, saved }: Props) {
  const { t } = useTranslation();
  const field = (name: keyof Address, label: string) => (
    <TextInput size="small" label={label} value={address[name]} onChange={(e) => onChange({ ...address, [name]: e.target.value })} slotProps={{ htmlInput: { maxLength: 255, dir: 'auto', 'data-testid': `address-${name}` } }} />
  );
  return (
    <Section title={t('checkout.address.title')} testId="checkout-address">
      <AddressButton />
      <SavedAddressChoice saved={saved.list} chosen={saved.chosen} saveAs={saved.saveAs} onSaveAs={saved.onSaveAs} canSave={saved.canSave} />
      {checking ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }} data-testid="zone-checking">
          {t('common.loading')}
        </Typography>
      ) : inZone === false ? (
        <Alert severity="error" data-testid="zone-error" sx={{ mt: 1.5 }}>
          {t('not.in.zone', { ns: 'errors' })}
        </Alert>
      ) : null}
      <Box sx={{ display: 'grid', gap: 1.5, mt: 2, gridTemplateColumns: { xs: 'minmax(0, 1fr)', sm: 'repeat(3, minmax(0, 1fr))' } }}>
        <Box sx={{ gridColumn: { sm: '1 / -1' }, display: 'grid' }}>
          <TextInput
            size="small"
            required
            label={t('checkout.address.line')}
            value={address.address}
            onChange={(e) => onChange({ ...address, address: e.target.value })}
            onBlur={onStreetBlur}
            error={Boolean(streetError)}
            helperText={streetError}
            inputRef={streetRef}
            autoComplete="street-address"
            slotProps={{ htmlInput: { maxLength: 255, 'data-testid': 'address-address' }, formHelperText: { role: streetError ? 'alert' : undefined, 'data-testid': 'address-address-error' } as object }}
          />
        </Box>
        {field('house', t('address.house'))}
        {field('floor', t('address.floor'))}
        {field('office', t('address.office'))}
      </Box>
    </Section>
  );
}
