import { z } from 'zod';
import { ApiError } from '../../http/api-error';
import { success } from '../../http/envelope';
import { defineRoute, json } from '../../http/route';
import { LOCALE_LANGS, LOCALE_NAMESPACES, readBundle, recordMissingKeys } from './files';

const lng = z.enum(LOCALE_LANGS);
const ns = z.enum(LOCALE_NAMESPACES);
/** i18next's missing-key report: {key: fallback text}; bounded so a loop in a client cannot fill the disk. */
const missingKeys = z.record(z.string().min(1).max(200), z.string().max(2000)).refine((v) => Object.keys(v).length <= 100, 'At most 100 keys at once');

export const localeRoutes = [
  defineRoute({
    method: 'GET',
    path: '/locales/:lng/:file',
    summary: 'Bundled UI texts of one language and namespace ({ns}.json); the storefront also serves them at /locales/…',
    tag: 'i18n',
    auth: 'none',
    params: z.object({ lng, file: z.templateLiteral([ns, '.json']) }),
    handler: async ({ params }) => ({
      kind: 'file',
      body: await readBundle(params.lng, params.file.slice(0, -'.json'.length)),
      contentType: 'application/json; charset=utf-8',
      headers: { 'Cache-Control': 'public, max-age=300' },
    }),
  }),
  defineRoute({
    method: 'POST',
    path: '/locales/add/:lng/:ns',
    summary: 'Development only: record keys missing from a bundle (404 in production)',
    tag: 'i18n',
    auth: 'none',
    params: z.object({ lng, ns }),
    body: missingKeys,
    handler: async ({ ctx, params, body }) => {
      if (!ctx.config.recordMissingKeys) throw new ApiError('NOT_FOUND');
      return json(success({ added: await recordMissingKeys(ctx.config.dataDir, params.lng, params.ns, body) }));
    },
  }),
];
