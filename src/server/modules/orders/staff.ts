import type { AuthUser } from '../../http/auth';
import { ApiError } from '../../http/api-error';
import type { Actor } from './status-machine';

/** Staff routes act in a role the user's `role` must grant; anyone else gets 403 (their ids stay hidden: 404). */

export type StaffRole = 'seller' | 'deliveryman' | 'admin';

export interface StaffActor {
  actor: Extract<Actor, 'seller' | 'deliveryman' | 'admin'>;
  userId: number;
}

const GRANTS: Record<StaffRole, readonly string[]> = {
  seller: ['seller'],
  deliveryman: ['deliveryman'],
  admin: ['admin', 'manager'],
};

export function staffActor(auth: AuthUser, role: StaffRole): StaffActor {
  if (!GRANTS[role].includes(auth.user.role)) throw new ApiError('FORBIDDEN');
  return { actor: role, userId: auth.user.id };
}
