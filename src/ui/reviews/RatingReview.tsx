import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import { useState, type FormEvent } from 'react';
import { notify } from '../app/notify';
import fieldCss from '../app/field.module.css';
import { OutlinedField } from '../app/OutlinedField';
import css from './review.module.css';
import { StarRating, StarsShown } from './StarRating';

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
      <div data-testid={testId}>
        <h2 className={`${css.h6} ${css.yours}`}>{t('order.review.yours')}</h2>
        <StarsShown value={given.rating} label={t('order.rating')} />
        {given.comment ? <p className={css.comment}>{given.comment}</p> : null}
      </div>
    );
  }
  return (
    <form onSubmit={submit} noValidate data-testid={`${testId}-form`} className={css.form}>
      <h2 className={css.h6}>{t(titleKey)}</h2>
      <div>
        <legend className={`${css.body2} ${css.muted}`}>{t('order.rating')}</legend>
        <StarRating
          name={`${testId}-rating`}
          value={rating}
          onChange={(value) => {
            setRating(value);
            setMissing(false);
          }}
          large
          testId={`${testId}-rating`}
        />
        {missing ? (
          <p role="alert" className={`${css.body2} ${css.error}`}>
            {t('validation.required')}
          </p>
        ) : null}
      </div>
      <OutlinedField
        id={`${testId}-comment`}
        label={t('order.review.comment')}
        filled={comment !== ''}
        className={css.field}
        textareaProps={{ value: comment, onChange: (e) => setComment(e.target.value.slice(0, MAX_COMMENT)), rows: 2, maxLength: MAX_COMMENT, 'data-testid': `${testId}-comment` }}
      />
      <button type="submit" className={`${fieldCss.submit} ${fieldCss.medium} ${css.submit}`} disabled={sending.isPending} data-testid={`${testId}-submit`}>
        {t('order.review.action')}
      </button>
    </form>
  );
}
