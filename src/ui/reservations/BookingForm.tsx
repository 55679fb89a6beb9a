import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/ui/i18n/texts';
import { useState, type FormEvent } from 'react';
import { BOOKING_HORIZON_DAYS } from '@/contract/booking-slots';
import { notify } from '../app/notify';
import { useHydrated } from '../app/client-only';
import { useSession } from '../app/Session';
import ui from '../app/plain.module.css';
import { withNext } from '../auth/redirect';
import { http } from '../http/browser';
import { bookingErrorKey, createBooking } from './api';
import { tablesQuery } from './queries';
import type { BookingShop, Section } from './types';
import { useFreeTimes } from './useFreeTimes';
import { useNow } from './useNow';

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Section, table, date, free time, guests and a note; guests are asked to sign in before they can book. */
export function BookingForm({ shop, sections }: { shop: BookingShop; sections: Section[] }) {
  const { t } = useTranslation();
  const { user } = useSession();
  const router = useRouter();
  const qc = useQueryClient();
  const hydrated = useHydrated();
  const [sectionId, setSectionId] = useState(sections[0]?.id ?? 0);
  const [tableId, setTableId] = useState<number | null>(null);
  const now = useNow();
  // "Today" is the browser's, known after hydration, so the server and the first client render agree.
  const [pickedDate, setDate] = useState('');
  const date = pickedDate || (now === null ? '' : isoDay(now));
  const [pickedTime, setTime] = useState('');
  const [guests, setGuests] = useState(2);
  const [note, setNote] = useState('');
  const tables = useQuery({ ...tablesQuery(http, sectionId), enabled: sectionId > 0 });
  const table = tables.data?.find((x) => x.id === tableId) ?? tables.data?.[0];
  const { times, loading } = useFreeTimes(shop, table?.id ?? null, date, now);
  const time = times.includes(pickedTime) ? pickedTime : (times[0] ?? '');

  const book = useMutation({
    mutationFn: () => createBooking({ table_id: table!.id, booking_id: shop.booking?.id, start_date: `${date} ${time}`, guest: Math.min(guests, table!.chair_count), note: note.trim() || undefined }),
    onSuccess: async () => {
      void notify('success', t('reservation.success'));
      await qc.invalidateQueries({ queryKey: ['bookings'] });
      await router.push('/reservations');
    },
    onError: async (failure) => {
      const { key, ns } = bookingErrorKey(failure);
      void notify('error', t(key, { ns }));
      await qc.invalidateQueries({ queryKey: ['bookings', 'booked'] });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (table && time) book.mutate();
  };
  const seats = table?.chair_count ?? 1;
  const today = now === null ? undefined : isoDay(now);
  const last = now === null ? undefined : isoDay(now + BOOKING_HORIZON_DAYS * 86_400_000);

  return (
    <Box component="form" onSubmit={submit} noValidate data-testid="booking-form" data-hydrated={hydrated || undefined} sx={{ display: 'grid', gap: 2 }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('reservation.book.table')}
      </Typography>
      <TextField select label={t('reservation.zone')} value={sectionId || ''} onChange={(e) => { setSectionId(Number(e.target.value)); setTableId(null); }} slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'booking-section' } as object } }}>
        {sections.map((s) => (
          <MenuItem key={s.id} value={s.id}>{s.translation?.title ?? s.id}</MenuItem>
        ))}
      </TextField>
      <TextField select label={t('reservation.table.label')} value={table?.id ?? ''} onChange={(e) => setTableId(Number(e.target.value))} slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'booking-table' } as object } }}>
        {(tables.data ?? []).map((x) => (
          <MenuItem key={x.id} value={x.id}>{`${x.name} · ${t('reservation.table.seats', { count: x.chair_count })}`}</MenuItem>
        ))}
      </TextField>
      <TextField type="date" label={t('reservation.date')} value={date} onChange={(e) => setDate(e.target.value)} slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: today, max: last, 'data-testid': 'booking-date' } }} />
      <Box>
        <Typography component="h3" variant="subtitle2" sx={{ mb: 1 }}>
          {t('reservation.free.times')}
        </Typography>
        {loading || now === null ? null : times.length === 0 ? (
          <Alert severity="info" data-testid="booking-no-times">{t('reservation.no.times')}</Alert>
        ) : (
          <Box role="radiogroup" aria-label={t('reservation.time')} data-testid="booking-times" sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {times.map((slot) => (
              <Button key={slot} role="radio" aria-checked={slot === time} variant={slot === time ? 'contained' : 'outlined'} size="small" onClick={() => setTime(slot)} data-testid="booking-time">
                <bdi>{slot}</bdi>
              </Button>
            ))}
          </Box>
        )}
        <Typography variant="caption" color="text.secondary">{t('reservation.times.utc')}</Typography>
      </Box>
      <TextField select label={t('reservation.number.of.guests')} value={Math.min(guests, seats)} onChange={(e) => setGuests(Number(e.target.value))} slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'booking-guests' } as object } }}>
        {Array.from({ length: seats }, (_, i) => i + 1).map((n) => (
          <MenuItem key={n} value={n}>{t('reservation.guests', { count: n })}</MenuItem>
        ))}
      </TextField>
      <TextField label={t('reservation.note')} value={note} onChange={(e) => setNote(e.target.value)} multiline minRows={2} slotProps={{ htmlInput: { maxLength: 500, 'data-testid': 'booking-note' } }} />
      {user ? (
        <Button type="submit" variant="contained" size="large" disabled={!time || !table || book.isPending} data-testid="booking-submit">
          {t('reservation.confirm')}
        </Button>
      ) : (
        <Alert severity="info" data-testid="booking-sign-in" action={
          <NextLink href={withNext('/login', `/reservations/${shop.id}`)} className={`${ui.btn} ${ui.contained} ${ui.small}`} data-testid="booking-sign-in-link">
            {t('reservation.signin.action')}
          </NextLink>
        }>
          {t('reservation.signin.text')}
        </Alert>
      )}
    </Box>
  );
}
