import { and, eq, sql } from 'drizzle-orm';
import { formatTimestamp, omitFalsy } from '@/contract/format';
import type { AppContext } from '../../context';
import { orders, reviews, shops } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { ApiError, notFound } from '../../http/api-error';

/** `orders/review/{id}`: one shop review per delivered order of the caller. */

export interface ReviewInput {
  rating: number;
  comment?: string;
  images?: string[];
}

export async function reviewOrder(ctx: AppContext, auth: AuthUser, orderId: number, input: ReviewInput) {
  const now = ctx.clock.now();
  return ctx.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, auth.user.id))).limit(1);
    if (!order) throw notFound();
    if (order.status !== 'delivered') throw new ApiError('CONFLICT', { message: 'Only delivered orders can be reviewed' });
    const [review] = await tx
      .insert(reviews)
      .values({
        userId: auth.user.id,
        target: 'shop',
        orderId,
        shopId: order.shopId,
        rating: input.rating,
        comment: input.comment,
        img: input.images?.[0],
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (!review) throw new ApiError('CONFLICT', { message: 'This order is already reviewed' });
    // The shop's denormalised rating moves in the same transaction as the review.
    await tx
      .update(shops)
      .set({
        ratingAvg: sql`round(((${shops.ratingAvg} * ${shops.reviewsCount} + ${input.rating}) / (${shops.reviewsCount} + 1))::numeric, 2)::double precision`,
        reviewsCount: sql`${shops.reviewsCount} + 1`,
      })
      .where(eq(shops.id, order.shopId));
    return omitFalsy({ id: review.id, order_id: orderId, rating: review.rating, comment: review.comment, img: review.img, created_at: formatTimestamp(review.createdAt) });
  });
}
