import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import { useState } from 'react';
import { clientOnly } from '../app/client-only';
import { notify } from '../app/notify';
import plain from '../app/plain.module.css';
import chip from '../orders/status-chip.module.css';
import { bookingErrorKey, cancelBooking } from './api';
import { bookingKeys } from './queries';
import css from './reservations.module.css';
import type { UserBooking } from './types';

/** The confirmation (MUI's Dialog) is fetched with the first tap on Cancel, not with the page. */
const ConfirmDialog = clientOnly(() => import('../app/ConfirmDialog').then((m) => m.default));

const STATUS_COLOR = { new: 'warning', accepted: 'success', canceled: 'default' } as const;

/** One reservation: where, when, for how many, its status, and (while it has not started) a way to cancel it. */
export function BookingCard({ booking, cancellable }: { booking: UserBooking; cancellable: boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  // Mounted from the first tap on, so closing it keeps the dialog's fade-out.
  const [asked, setAsked] = useState(false);
  const cancel = useMutation({
    mutationFn: () => cancelBooking(booking.id),
    onSuccess: () => void notify('success', t('reservation.cancel.done')),
    onError: (failure) => {
      const { key, ns } = bookingErrorKey(failure);
      void notify('error', t(key, { ns }));
    },
    onSettled: async () => {
      setOpen(false);
      await qc.invalidateQueries({ queryKey: bookingKeys.mine });
    },
  });
  const shop = booking.booking?.shop.translation?.title ?? '';
  const place = [booking.table?.shop_section?.translation?.title, booking.table?.name].filter(Boolean).join(' · ');
  const end = booking.end_date?.slice(11, 16);
  return (
    <li data-testid="booking-card" data-status={booking.status} className={css.card}>
      <div className={css.cardHead}>
        <h3 className={css.shop}>{shop}</h3>
        <span className={`${chip.chip} ${chip[STATUS_COLOR[booking.status]] ?? ''}`} data-testid="booking-status">
          {t(`reservation.status.${booking.status}`)}
        </span>
      </div>
      <p className={css.p}>
        <bdi>{booking.start_date}</bdi>
        {end ? <bdi>{`–${end}`}</bdi> : null} <span className={`${css.body2} ${css.muted}`}>UTC</span>
      </p>
      <p className={`${css.body2} ${css.muted}`}>
        {place} · {t('reservation.guests', { count: booking.guest ?? 1 })}
      </p>
      {booking.note ? <p className={`${css.body2} ${css.wrap}`}>{booking.note}</p> : null}
      {cancellable && booking.status !== 'canceled' ? (
        <div>
          <button type="button" className={`${plain.btn} ${plain.small} ${css.cancel}`} onClick={() => (setAsked(true), setOpen(true))} data-testid="booking-cancel">
            {t('reservation.cancel.action')}
          </button>
        </div>
      ) : null}
      {asked ? (
        <ConfirmDialog
          open={open}
          busy={cancel.isPending}
          title={t('reservation.cancel.question')}
          titleId={`cancel-booking-${booking.id}`}
          keepLabel={t('reservation.cancel.keep')}
          confirmLabel={t('reservation.cancel.action')}
          danger
          onKeep={() => setOpen(false)}
          onConfirm={() => cancel.mutate()}
          confirmTestId="booking-cancel-confirm"
        />
      ) : null}
    </li>
  );
}
