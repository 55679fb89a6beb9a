import { count, eq } from 'drizzle-orm';
import { z } from 'zod';
import { commonQuery } from '@/contract/schemas/fields';
import { orders, users } from '../../db/schema';
import { success } from '../../http/envelope';
import { defineRoute, json } from '../../http/route';

export const statRoutes = [
  defineRoute({
    method: 'GET',
    path: '/rest/stat',
    summary: 'Marketplace counters: users and delivered orders',
    tag: 'stat',
    auth: 'none',
    query: z.object(commonQuery),
    handler: async ({ ctx }) => {
      const [[u], [o]] = await Promise.all([
        ctx.db.select({ n: count() }).from(users),
        ctx.db.select({ n: count() }).from(orders).where(eq(orders.status, 'delivered')),
      ]);
      return json(success({ users: Number(u.n), orders: Number(o.n) }), { headers: { 'Cache-Control': 'public, max-age=60' } });
    },
  }),
];
