import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from '@/ui/i18n/texts';
import { useId, useState, type FormEvent } from 'react';
import { BOOKING_HORIZON_DAYS } from '@/contract/booking-slots';
import { notify } from '../app/notify';
import { useHydrated } from '../app/client-only';
import { PlainAlert } from '../app/ErrorAlert';
import field from '../app/field.module.css';
import { OutlinedField } from '../app/OutlinedField';
import { useSession } from '../app/Session';
import ui from '../app/plain.module.css';
import { withNext } from '../auth/redirect';
import { http } from '../http/browser';
import { bookingErrorKey, createBooking } from './api';
import css from './booking.module.css';
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
  const id = useId();
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
    <form onSubmit={submit} noValidate data-testid="booking-form" data-hydrated={hydrated || undefined} className={css.form}>
      <h2 className={css.h6}>{t('reservation.book.table')}</h2>
      <OutlinedField
        id={`${id}-section`}
        label={t('reservation.zone')}
        filled
        selectProps={{ value: sectionId || '', onChange: (e) => { setSectionId(Number(e.target.value)); setTableId(null); }, 'data-testid': 'booking-section' }}
        options={sections.map((s) => <option key={s.id} value={s.id}>{s.translation?.title ?? s.id}</option>)}
      />
      <OutlinedField
        id={`${id}-table`}
        label={t('reservation.table.label')}
        filled
        selectProps={{ value: table?.id ?? '', onChange: (e) => setTableId(Number(e.target.value)), 'data-testid': 'booking-table' }}
        options={(tables.data ?? []).map((x) => <option key={x.id} value={x.id}>{`${x.name} · ${t('reservation.table.seats', { count: x.chair_count })}`}</option>)}
      />
      <OutlinedField id={`${id}-date`} label={t('reservation.date')} filled inputProps={{ type: 'date', value: date, onChange: (e) => setDate(e.target.value), min: today, max: last, 'data-testid': 'booking-date' }} />
      <div>
        <h3 className={css.subtitle2}>{t('reservation.free.times')}</h3>
        {loading || now === null ? null : times.length === 0 ? (
          <PlainAlert severity="info" testId="booking-no-times">{t('reservation.no.times')}</PlainAlert>
        ) : (
          <div role="radiogroup" aria-label={t('reservation.time')} data-testid="booking-times" className={css.row}>
            {times.map((slot) => (
              <button key={slot} type="button" role="radio" aria-checked={slot === time} className={`${ui.btn} ${ui.small} ${slot === time ? ui.contained : ui.outlined}`} onClick={() => setTime(slot)} data-testid="booking-time">
                <bdi>{slot}</bdi>
              </button>
            ))}
          </div>
        )}
        <span className={`${css.caption} ${css.muted}`}>{t('reservation.times.utc')}</span>
      </div>
      <OutlinedField
        id={`${id}-guests`}
        label={t('reservation.number.of.guests')}
        filled
        selectProps={{ value: Math.min(guests, seats), onChange: (e) => setGuests(Number(e.target.value)), 'data-testid': 'booking-guests' }}
        options={Array.from({ length: seats }, (_, i) => i + 1).map((n) => <option key={n} value={n}>{t('reservation.guests', { count: n })}</option>)}
      />
      <OutlinedField id={`${id}-note`} label={t('reservation.note')} filled={note !== ''} textareaProps={{ value: note, onChange: (e) => setNote(e.target.value), rows: 2, maxLength: 500, 'data-testid': 'booking-note' }} />
      {user ? (
        <button type="submit" className={field.submit} disabled={!time || !table || book.isPending} data-testid="booking-submit">
          {t('reservation.confirm')}
        </button>
      ) : (
        <PlainAlert severity="info" testId="booking-sign-in" action={
          <NextLink href={withNext('/login', `/reservations/${shop.id}`)} className={`${ui.btn} ${ui.contained} ${ui.small}`} data-testid="booking-sign-in-link">
            {t('reservation.signin.action')}
          </NextLink>
        }>
          {t('reservation.signin.text')}
        </PlainAlert>
      )}
    </form>
  );
}
