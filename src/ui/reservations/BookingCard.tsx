import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import { useState } from 'react';
import { notify } from '../app/notify';
import { bookingErrorKey, cancelBooking } from './api';
import { bookingKeys } from './queries';
import type { UserBooking } from './types';

const STATUS_COLOR = { new: 'warning', accepted: 'success', canceled: 'default' } as const;

/** One reservation: where, when, for how many, its status, and (while it has not started) a way to cancel it. */
export function BookingCard({ booking, cancellable }: { booking: UserBooking; cancellable: boolean }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
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
    <Box component="li" data-testid="booking-card" data-status={booking.status} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 3, display: 'grid', gap: 0.5 }}>
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }}>
        <Typography component="h3" sx={{ fontWeight: 700, overflowWrap: 'anywhere' }}>
          {shop}
        </Typography>
        <Chip size="small" color={STATUS_COLOR[booking.status]} label={t(`reservation.status.${booking.status}`)} data-testid="booking-status" />
      </Box>
      <Typography>
        <bdi>{booking.start_date}</bdi>
        {end ? <bdi>{`–${end}`}</bdi> : null} <Typography component="span" variant="body2" color="text.secondary">UTC</Typography>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {place} · {t('reservation.guests', { count: booking.guest ?? 1 })}
      </Typography>
      {booking.note ? <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>{booking.note}</Typography> : null}
      {cancellable && booking.status !== 'canceled' ? (
        <Box>
          <Button variant="outlined" color="error" size="small" onClick={() => setOpen(true)} data-testid="booking-cancel" sx={{ mt: 1 }}>
            {t('reservation.cancel.action')}
          </Button>
        </Box>
      ) : null}
      <Dialog open={open} onClose={() => !cancel.isPending && setOpen(false)} aria-labelledby={`cancel-booking-${booking.id}`}>
        <DialogTitle id={`cancel-booking-${booking.id}`}>{t('reservation.cancel.question')}</DialogTitle>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button onClick={() => setOpen(false)} disabled={cancel.isPending}>
            {t('reservation.cancel.keep')}
          </Button>
          <Button variant="contained" color="error" onClick={() => cancel.mutate()} disabled={cancel.isPending} data-testid="booking-cancel-confirm">
            {t('reservation.cancel.action')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
