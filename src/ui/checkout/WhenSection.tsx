import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'next-i18next/pages';
import { useShell } from '../app/ShellContext';
import type { DeliveryType } from '../types/cart';
import { Section } from './Section';
import { slotLabel, type DeliveryDay } from './slots';

/** Day chips (today and the next days) and the day's time slots; a day without slots says the shop is closed. */
export function WhenSection({ type, days, date, time, slots, onDate, onTime }: { type: DeliveryType; days: DeliveryDay[]; date: string | null; time: string | null; slots: string[]; onDate: (d: string) => void; onTime: (t: string) => void }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const dayName = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  const label = (day: DeliveryDay, i: number) => (i === 0 ? t('checkout.today') : i === 1 ? t('checkout.tomorrow') : dayName.format(new Date(`${day.date}T00:00:00Z`)));
  return (
    <Section title={t(type === 'pickup' ? 'checkout.when.pickup' : 'checkout.when.delivery')} testId="checkout-when">
      <Box role="radiogroup" aria-label={t('checkout.date')} sx={{ display: 'flex', gap: 1, overflowX: 'auto', pb: 1 }}>
        {days.map((day, i) => (
          <Chip
            key={day.date}
            role="radio"
            aria-checked={day.date === date}
            clickable
            label={label(day, i)}
            color={day.date === date ? 'primary' : 'default'}
            variant={day.date === date ? 'filled' : 'outlined'}
            data-testid="date-option"
            data-date={day.date}
            data-closed={day.slots.length === 0}
            onClick={() => onDate(day.date)}
            sx={{ flexShrink: 0, opacity: day.slots.length ? 1 : 0.6 }}
          />
        ))}
      </Box>
      {slots.length ? (
        <TextField
          select
          fullWidth
          size="small"
          label={t('checkout.time')}
          value={time ?? ''}
          onChange={(e) => onTime(e.target.value)}
          sx={{ mt: 1.5 }}
          slotProps={{ select: { native: true }, htmlInput: { 'data-testid': 'time-select', dir: 'ltr' }, inputLabel: { shrink: true } }}
        >
          {slots.map((slot) => (
            <option key={slot} value={slot}>
              {slotLabel(slot)}
            </option>
          ))}
        </TextField>
      ) : (
        <Alert severity="warning" data-testid="closed-day" sx={{ mt: 1.5 }}>
          {t('validation.shop.closed.day')}
        </Alert>
      )}
    </Section>
  );
}
