import { and, desc, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { driverApplicationBody, driverStatusBody } from '@/contract/schemas/applications';
import { formatTimestamp } from '@/contract/format';
import type { AppContext } from '../../context';
import { deliverymanApplications, users } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { ApiError, invalid, notFound } from '../../http/api-error';
import { publishNotification } from '../notifications/publish';
import { promotedRole, requireAdmin } from './admin';

/**
 * The delivery-driver application (contract §0.8 addition): stored as `new`, accepted by an admin (the applicant
 * becomes a deliveryman) or rejected (stays a customer and may apply again). One open application per user.
 */

type DriverApplication = z.infer<typeof driverApplicationBody>;
type DriverAnswer = z.infer<typeof driverStatusBody>;
type Row = typeof deliverymanApplications.$inferSelect;

function present(row: Row) {
  return {
    id: row.id,
    user_id: row.userId,
    firstname: row.firstname,
    lastname: row.lastname ?? undefined,
    phone: row.phone,
    email: row.email ?? undefined,
    vehicle_type: row.vehicleType,
    licence_number: row.licenceNumber,
    licence_expiry: row.licenceExpiry,
    working_area: row.workingArea,
    availability: row.availability,
    note: row.note ?? undefined,
    status: row.status,
    status_note: row.statusNote ?? undefined,
    created_at: formatTimestamp(row.createdAt),
    updated_at: formatTimestamp(row.updatedAt),
  };
}

export async function applyAsDriver(ctx: AppContext, auth: AuthUser, body: DriverApplication) {
  const me = auth.user;
  const phone = body.phone ?? me.phone;
  if (!phone) throw invalid({ phone: ['Phone number is required'] });
  if (body.licence_expiry <= ctx.clock.now().toISOString().slice(0, 10)) throw invalid({ licence_expiry: ['The licence has expired'] });
  const row = await ctx.db.transaction(async (tx) => {
    // The user row is the lock: two applications sent at once cannot both find "none open".
    await tx.select({ id: users.id }).from(users).where(eq(users.id, me.id)).for('update');
    if (me.role === 'deliveryman') throw new ApiError('APPLICATION_EXISTS', { message: 'You are already a driver' });
    const [open] = await tx
      .select({ id: deliverymanApplications.id })
      .from(deliverymanApplications)
      .where(and(eq(deliverymanApplications.userId, me.id), inArray(deliverymanApplications.status, ['new', 'accepted'])))
      .limit(1);
    if (open) throw new ApiError('APPLICATION_EXISTS');
    const [created] = await tx
      .insert(deliverymanApplications)
      .values({
        userId: me.id,
        firstname: me.firstname ?? me.email ?? phone,
        lastname: me.lastname,
        phone,
        email: me.email,
        vehicleType: body.vehicle_type,
        licenceNumber: body.licence_number,
        licenceExpiry: body.licence_expiry,
        workingArea: body.working_area,
        availability: body.availability,
        note: body.note ?? null,
        status: 'new',
      })
      .returning();
    return created;
  });
  return present(row);
}

/** The caller's latest application, whatever its status (404 before applying). */
export async function myDriverApplication(ctx: AppContext, auth: AuthUser) {
  const [row] = await ctx.db
    .select()
    .from(deliverymanApplications)
    .where(eq(deliverymanApplications.userId, auth.user.id))
    .orderBy(desc(deliverymanApplications.id))
    .limit(1);
  if (!row) throw notFound('You have not applied yet');
  return present(row);
}

/** An admin accepts (deliveryman role granted) or rejects a new application; the applicant is told. */
export async function answerDriver(ctx: AppContext, auth: AuthUser, id: number, answer: DriverAnswer) {
  requireAdmin(auth);
  const row = await ctx.db.transaction(async (tx) => {
    const [current] = await tx.select().from(deliverymanApplications).where(eq(deliverymanApplications.id, id)).for('update');
    if (!current) throw notFound();
    if (current.status !== 'new') throw new ApiError('CONFLICT', { message: `The application is already ${current.status}` });
    const accepted = answer.status === 'accepted';
    const [updated] = await tx
      .update(deliverymanApplications)
      .set({ status: answer.status, statusNote: answer.status_note ?? null, updatedAt: ctx.clock.now() })
      .where(eq(deliverymanApplications.id, id))
      .returning();
    if (current.userId !== null) {
      if (accepted) {
        const [owner] = await tx.select({ role: users.role }).from(users).where(eq(users.id, current.userId)).for('update');
        if (owner) await tx.update(users).set({ role: promotedRole(owner.role, 'deliveryman') }).where(eq(users.id, current.userId));
      }
      await publishNotification(tx, {
        userId: current.userId,
        type: 'status_changed',
        title: accepted ? 'Your driver application was accepted' : 'Your driver application was rejected',
        body: answer.status_note,
        data: { id, type: 'deliveryman_application', status: answer.status },
      });
    }
    return updated;
  });
  return present(row);
}
