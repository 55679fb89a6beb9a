import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { TextInput } from '@/ui/app/TextInput';
import { useTranslation } from '@/ui/i18n/texts';
import type { CheckoutForm } from './form';
import { Section } from './Section';

type Contact = Pick<CheckoutForm, 'phone' | 'forSomeone' | 'recipientName' | 'recipientPhone' | 'note'>;

/** The phone (required when the setting says so), ordering for someone else (name + phone) and a note. */
export function ContactSection({ value, phoneRequired, onChange }: { value: Contact; phoneRequired: boolean; onChange: (patch: Partial<Contact>) => void }) {
  const { t } = useTranslation();
  const phoneProps = (testId: string) => ({ htmlInput: { inputMode: 'tel' as const, autoComplete: 'tel', dir: 'ltr', maxLength: 24, 'data-testid': testId } });
  return (
    <Section title={t('checkout.contact.title')} testId="checkout-contact">
      <Box sx={{ display: 'grid', gap: 1.5 }}>
        {!value.forSomeone ? (
          <TextInput size="small" type="tel" label={t('checkout.phone')} required={phoneRequired} value={value.phone} onChange={(e) => onChange({ phone: e.target.value })} slotProps={phoneProps('checkout-phone')} />
        ) : null}
        <FormControlLabel
          control={<Checkbox checked={value.forSomeone} onChange={(e) => onChange({ forSomeone: e.target.checked })} slotProps={{ input: { 'data-testid': 'for-someone' } as object }} />}
          label={t('checkout.order.for.someone')}
        />
        {value.forSomeone ? (
          <>
            <TextInput size="small" label={t('checkout.recipient.name')} required value={value.recipientName} onChange={(e) => onChange({ recipientName: e.target.value })} slotProps={{ htmlInput: { maxLength: 100, 'data-testid': 'recipient-name' } }} />
            <TextInput size="small" type="tel" label={t('checkout.recipient.phone')} required value={value.recipientPhone} onChange={(e) => onChange({ recipientPhone: e.target.value })} slotProps={phoneProps('recipient-phone')} />
          </>
        ) : null}
        <TextInput size="small" multiline minRows={2} label={t('checkout.note.title')} placeholder={t('checkout.note.placeholder')} value={value.note} onChange={(e) => onChange({ note: e.target.value })} slotProps={{ htmlInput: { maxLength: 1000, 'data-testid': 'checkout-note' } }} />
      </Box>
    </Section>
  );
}
