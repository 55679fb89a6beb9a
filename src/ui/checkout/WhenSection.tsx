import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import { useTranslation } from '@/ui/i18n/texts';
import { useShell } from '../app/ShellContext';
import type { DeliveryType } from '../types/cart';
import { ScrollRow } from './ScrollRow';
import { Section } from './Section';
import { ASAP, slotLabel, type DeliveryDay } from './slots';

/**
 * Day chips (today and the next days, scrolling sideways when they do not fit) and the day's times: "as soon as
 * possible" first while the shop can still deliver today, then the slots; a day without any says it is closed.
 */
export function WhenSection({ type, days, date, time, slots, asap, onDate, onTime }: { type: DeliveryType; days: DeliveryDay[]; date: string | null; time: string | null; slots: string[]; asap: string | null; onDate: (d: string) => void; onTime: (t: string) => void }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const dayName = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
  const label = (day: DeliveryDay, i: number) => (i === 0 ? t('checkout.today') : i === 1 ? t('checkout.tomorrow') : dayName.format(new Date(`${day.date}T00:00:00Z`)));
  const timeLabel = (slot: string) => (slot === ASAP ? `${t('checkout.when.asap')}${asap ? ` (≈ ${asap})` : ''}` : slotLabel(slot));
  return (
    <Section title={t(type === 'pickup' ? 'checkout.when.pickup' : 'checkout.when.delivery')} testId="checkout-when">
      <ScrollRow label={t('checkout.date')} arrowLabels={[t('checkout.dates.earlier'), t('checkout.dates.later')]} testId="date-options">
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
      </ScrollRow>
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
              {timeLabel(slot)}
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
