import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import { TextInput } from '@/ui/app/TextInput';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'next-i18next/pages';
import { useState, type FormEvent } from 'react';
import { useHydrated } from '../app/client-only';
import { notify } from '../app/notify';
import { errorKey } from '../content/errors';
import { cancelParcel, reviewCourier } from './api';
import { parcelKeys } from './queries';
import type { Parcel } from './types';

/** "Cancel parcel", offered while the parcel is new; paid money goes back to the wallet. */
export function CancelParcel({ parcel }: { parcel: Parcel }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const hydrated = useHydrated();
  const cancel = useMutation({
    mutationFn: () => cancelParcel(parcel.id),
    onSuccess: () => void notify('success', t('parcel.cancel.done')),
    onError: (failure) => void notify('error', t(errorKey(failure), { ns: 'errors' })),
    onSettled: () => qc.invalidateQueries({ queryKey: parcelKeys.all }),
  });
  return (
    <Button variant="outlined" color="error" onClick={() => window.confirm(t('parcel.cancel.confirm')) && cancel.mutate()} disabled={cancel.isPending} data-testid="parcel-cancel" data-hydrated={hydrated || undefined}>
      {t('parcel.cancel.action')}
    </Button>
  );
}

/** After delivery: the courier's review if given, otherwise a rating and a comment. */
export function CourierReview({ parcel }: { parcel: Parcel }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const send = useMutation({
    mutationFn: () => reviewCourier(parcel.id, { rating: rating ?? 0, comment: comment.trim() || undefined }),
    onSuccess: () => void notify('success', t('order.review.thanks')),
    onError: (failure) => void notify('error', t(errorKey(failure), { ns: 'errors' })),
    onSettled: () => qc.invalidateQueries({ queryKey: parcelKeys.all }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!rating) return setMissing(true);
    send.mutate();
  };
  if (parcel.review) {
    return (
      <Box data-testid="parcel-review">
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          {t('order.review.yours')}
        </Typography>
        <Rating value={parcel.review.rating} readOnly aria-label={t('order.rating')} />
        {parcel.review.comment ? <Typography sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>{parcel.review.comment}</Typography> : null}
      </Box>
    );
  }
  return (
    <Box component="form" onSubmit={submit} noValidate data-testid="parcel-review-form" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('parcel.review.title')}
      </Typography>
      <Box>
        <Typography component="legend" variant="body2" color="text.secondary">
          {t('order.rating')}
        </Typography>
        <Rating name="courier-rating" value={rating} onChange={(_, value) => (setRating(value), setMissing(false))} size="large" />
        {missing ? (
          <Typography role="alert" variant="body2" color="error">
            {t('validation.required')}
          </Typography>
        ) : null}
      </Box>
      <TextInput label={t('order.review.comment')} value={comment} onChange={(e) => setComment(e.target.value.slice(0, 1000))} multiline minRows={2} />
      <Button type="submit" variant="contained" disabled={send.isPending} sx={{ justifySelf: 'start' }}>
        {t('order.review.action')}
      </Button>
    </Box>
  );
}
