import { and, count, desc, eq, inArray, notInArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { walletHistoryQuery } from '@/contract/schemas/wallet';
import type { AppContext } from '../../context';
import { users, walletCreditTypes, walletHistories, wallets } from '../../db/schema';
import type { AuthUser } from '../../http/auth';
import { paginate } from '../../http/envelope';
import type { RequestInfo } from '../../http/route';
import { resolveCurrency } from '../users/queries';
import { presentHistory } from './present';

export const HISTORIES_PATH = '/api/v1/dashboard/user/wallet/histories';

type Query = z.infer<typeof walletHistoryQuery>;

/** The caller's own wallet movements, newest first; a user without a wallet simply has none. */
export async function listHistories(ctx: AppContext, req: RequestInfo, auth: AuthUser, query: Query) {
  const mine = ctx.db.select({ uuid: wallets.uuid }).from(wallets).where(eq(wallets.userId, auth.user.id));
  const filters: SQL[] = [inArray(walletHistories.walletUuid, mine)];
  if (query.type) filters.push(eq(walletHistories.type, query.type));
  if (query.direction === 'in') filters.push(inArray(walletHistories.type, [...walletCreditTypes]));
  if (query.direction === 'out') filters.push(notInArray(walletHistories.type, [...walletCreditTypes]));
  const where = and(...filters);
  const [rows, [total], currency] = await Promise.all([
    ctx.db
      .select({ history: walletHistories, firstname: users.firstname, lastname: users.lastname })
      .from(walletHistories)
      .leftJoin(users, eq(users.id, walletHistories.createdBy))
      .where(where)
      // ids follow insertion order, so this is newest first without ties on equal timestamps
      .orderBy(desc(walletHistories.id))
      .limit(query.perPage)
      .offset((query.page - 1) * query.perPage),
    ctx.db.select({ n: count() }).from(walletHistories).where(where),
    resolveCurrency(ctx.db, query.currency_id),
  ]);
  const data = rows.map((r) => presentHistory(r.history, r.firstname === null && r.lastname === null ? null : r, currency));
  return paginate(data, Number(total?.n ?? 0), query.page, query.perPage, HISTORIES_PATH, req.search);
}
