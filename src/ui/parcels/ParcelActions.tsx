import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from '@/ui/i18n/texts';
import { useHydrated } from '../app/client-only';
import { notify } from '../app/notify';
import plain from '../app/plain.module.css';
import { errorKey } from '../content/errors';
import { cancelParcel, reviewCourier } from './api';
import { RatingReview } from '../reviews/RatingReview';
import { parcelKeys } from './queries';
import css from './parcel-view.module.css';
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
    <button
      type="button"
      className={`${plain.btn} ${plain.outlined} ${css.cancel}`}
      onClick={() => window.confirm(t('parcel.cancel.confirm')) && cancel.mutate()}
      disabled={cancel.isPending}
      data-testid="parcel-cancel"
      data-hydrated={hydrated || undefined}
    >
      {t('parcel.cancel.action')}
    </button>
  );
}

/** After delivery: the courier's review if given, otherwise a rating and a comment. */
export function CourierReview({ parcel }: { parcel: Parcel }) {
  return (
    <RatingReview
      given={parcel.review}
      titleKey="parcel.review.title"
      testId="parcel-review"
      send={(review) => reviewCourier(parcel.id, review)}
      failureKey={errorKey}
      refresh={parcelKeys.all}
    />
  );
}
