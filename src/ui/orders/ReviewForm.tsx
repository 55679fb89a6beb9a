import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import { TextInput } from '@/ui/app/TextInput';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'next-i18next/pages';
import { useState, type FormEvent } from 'react';
import { notify } from '../app/notify';
import type { Order } from '../types/orders';
import { reviewOrder } from './api';
import { orderErrorKey } from './errors';
import { orderKeys } from './queries';

const MAX_COMMENT = 1000;

/** After delivery: the user's review if there is one, otherwise the form (rating 1–5 and a comment). */
export function ReviewForm({ order }: { order: Order }) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const send = useMutation({
    mutationFn: () => reviewOrder(order.id, { rating: rating ?? 0, comment: comment.trim() || undefined }),
    onSuccess: () => void notify('success', t('order.review.thanks')),
    onError: (failure) => void notify('error', t(orderErrorKey(failure, 'review'), { ns: 'errors' })),
    onSettled: () => qc.invalidateQueries({ queryKey: orderKeys.all }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!rating) return setMissing(true);
    send.mutate();
  };

  if (order.review) {
    return (
      <Box data-testid="order-review">
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          {t('order.review.yours')}
        </Typography>
        <Rating value={order.review.rating} readOnly aria-label={t('order.rating')} />
        {order.review.comment ? <Typography sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>{order.review.comment}</Typography> : null}
      </Box>
    );
  }
  return (
    <Box component="form" onSubmit={submit} noValidate data-testid="order-review-form" sx={{ display: 'grid', gap: 1.5 }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t('order.review.title')}
      </Typography>
      <Box>
        <Typography component="legend" variant="body2" color="text.secondary">
          {t('order.rating')}
        </Typography>
        <Rating
          name="order-rating"
          value={rating}
          onChange={(_, value) => {
            setRating(value);
            setMissing(false);
          }}
          size="large"
          data-testid="order-review-rating"
        />
        {missing ? (
          <Typography role="alert" variant="body2" color="error">
            {t('validation.required')}
          </Typography>
        ) : null}
      </Box>
      <TextInput
        label={t('order.review.comment')}
        value={comment}
        onChange={(e) => setComment(e.target.value.slice(0, MAX_COMMENT))}
        multiline
        minRows={2}
        slotProps={{ htmlInput: { maxLength: MAX_COMMENT, 'data-testid': 'order-review-comment' } }}
      />
      <Button type="submit" variant="contained" disabled={send.isPending} data-testid="order-review-submit" sx={{ justifySelf: 'start' }}>
        {t('order.review.action')}
      </Button>
    </Box>
  );
}
