import { z } from 'zod';
import { commonQuery } from '@/contract/schemas/fields';
import { formatTimestamp } from '@/contract/format';
import { success } from '../../http/envelope';
import { defineRoute, json } from '../../http/route';
import { listSettings } from './queries';

export const settingsRoutes = [
  defineRoute({
    method: 'GET',
    path: '/rest/settings',
    summary: 'All public settings as key/value rows',
    tag: 'settings',
    auth: 'none',
    query: z.object(commonQuery),
    handler: async ({ ctx }) => {
      const rows = await listSettings(ctx.db);
      return json(
        success(rows.map((r) => ({ id: r.id, key: r.key, value: r.value, created_at: formatTimestamp(r.createdAt), updated_at: formatTimestamp(r.updatedAt) }))),
        { headers: { 'Cache-Control': 'public, max-age=60' } },
      );
    },
  }),
];
