import { RatingReview } from '../reviews/RatingReview';
import type { Order } from '../types/orders';
import { reviewOrder } from './api';
import { orderErrorKey } from './errors';
import { orderKeys } from './queries';

/** After delivery: the user's review of the order if there is one, otherwise the form. */
export function ReviewForm({ order }: { order: Order }) {
  return (
    <RatingReview
      given={order.review}
      titleKey="order.review.title"
      testId="order-review"
      send={(review) => reviewOrder(order.id, review)}
      failureKey={(failure) => orderErrorKey(failure, 'review')}
      refresh={orderKeys.all}
    />
  );
}
