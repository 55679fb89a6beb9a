import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Rating from '@mui/material/Rating';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import { useState, type FormEvent } from 'react';
import { notify } from '../app/notify';
import { TextInput } from '../app/TextInput';

const MAX_COMMENT = 1000;

export interface GivenReview {
  rating: number;
  comment?: string | null;
}

interface Props {
  /** The review already given, shown read-only; null offers the form. */
  given: GivenReview | null | undefined;
  /** Translation key of the form's heading ("Rate your order", "Rate your courier"). */
  titleKey: string;
  /** Prefix of the test ids: `<id>`, `<id>-form`, `<id>-rating`, `<id>-comment`, `<id>-submit`. */
  testId: string;
  send: (review: { rating: number; comment?: string }) => Promise<unknown>;
  /** Translation key (errors namespace) for a failed send. */
  failureKey: (failure: unknown) => string;
  /** What to read again once the review is sent (the order or the parcel). */
  refresh: QueryKey;
}

/** After delivery: the review already given, otherwise a rating of 1–5 and an optional comment (orders, parcels). */
export function RatingReview({ given, titleKey, testId, send, failureKey, refresh }: Props) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [rating, setRating] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [missing, setMissing] = useState(false);
  const sending = useMutation({
    mutationFn: () => send({ rating: rating ?? 0, comment: comment.trim() || undefined }),
    onSuccess: () => void notify('success', t('order.review.thanks')),
    onError: (failure) => void notify('error', t(failureKey(failure), { ns: 'errors' })),
    onSettled: () => qc.invalidateQueries({ queryKey: refresh }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!rating) return setMissing(true);
    sending.mutate();
  };

  if (given) {
    return (
      <Box data-testid={testId}>
        <Typography component="h2" variant="h6" sx={{ fontWeight: 700, mb: 1 }}>
          {t('order.review.yours')}
        </Typography>
        <Rating value={given.rating} readOnly aria-label={t('order.rating')} />
        {given.comment ? <Typography sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>{given.comment}</Typography> : null}
      </Box>
    );
  }
  return (
    <Box component="form" onSubmit={submit} noValidate data-testid={`${testId}-form`} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography component="h2" variant="h6" sx={{ fontWeight: 700 }}>
        {t(titleKey)}
      </Typography>
      <Box>
        <Typography component="legend" variant="body2" color="text.secondary">
          {t('order.rating')}
        </Typography>
        <Rating
          name={`${testId}-rating`}
          value={rating}
          onChange={(_, value) => {
            setRating(value);
            setMissing(false);
          }}
          size="large"
          data-testid={`${testId}-rating`}
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
        slotProps={{ htmlInput: { maxLength: MAX_COMMENT, 'data-testid': `${testId}-comment` } }}
      />
      <Button type="submit" variant="contained" disabled={sending.isPending} data-testid={`${testId}-submit`} sx={{ justifySelf: 'start' }}>
        {t('order.review.action')}
      </Button>
    </Box>
  );
}
