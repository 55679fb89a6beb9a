import type { AuthUser } from '../../http/auth';
import { ApiError } from '../../http/api-error';

/** Approving sellers and drivers grants roles: the admin role alone may do it (managers and sellers may not). */
export function requireAdmin(auth: AuthUser): void {
  if (auth.user.role !== 'admin') throw new ApiError('FORBIDDEN');
}

/**
 * The role an accepted applicant gets. Only a plain customer is promoted: staff (admin, manager…) keep their
 * wider role, and a rejection never takes a role away.
 */
export function promotedRole(current: string, granted: 'seller' | 'deliveryman'): string {
  return current === 'user' ? granted : current;
}
