import { z } from 'zod';
import { notFound } from '../../http/api-error';
import { defineRoute } from '../../http/route';
import { safeImagePath } from '../../seed/images/storage';

export const storageRoutes = [
  defineRoute({
    method: 'GET',
    path: '/storage/images/*',
    summary: 'Stored images (served at /storage/images/… through a rewrite)',
    tag: 'storage',
    auth: 'none',
    params: z.object({ rest: z.string().max(300) }),
    handler: async ({ ctx, params }) => {
      // One storage module for uploads and generated images (local folder or S3-compatible bucket).
      const key = safeImagePath(params.rest);
      const file = key ? await ctx.storage.get(key) : null;
      if (!file) throw notFound();
      return {
        kind: 'file',
        body: file.body,
        contentType: file.contentType,
        headers: { 'Cache-Control': 'public, max-age=86400', 'Content-Security-Policy': "default-src 'none'" },
      };
    },
  }),
];
