import { success } from '../../http/envelope';
import { ApiError } from '../../http/api-error';
import { defineRoute, json } from '../../http/route';

export const healthRoutes = [
  defineRoute({
    method: 'GET',
    path: '/health',
    summary: 'Liveness with a database round trip: 200 only when the database answers',
    tag: 'health',
    auth: 'none',
    handler: async ({ ctx }) => {
      try {
        await Promise.race([ctx.database.ping(), new Promise((_, reject) => setTimeout(() => reject(new Error('timeout')), 3000))]);
      } catch {
        throw new ApiError('UNAVAILABLE', { headers: { 'Retry-After': '5' } });
      }
      return json(success({ status: 'ok', database: ctx.database.engine }));
    },
  }),
];
