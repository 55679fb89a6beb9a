import { z } from 'zod';
import { errorEnvelope } from '@/contract/responses/envelopes';
import type { RouteDef } from '../../http/route';

/** The one error envelope (src/contract/responses/envelopes.ts), published once and referenced by every route. */
const ERROR_SCHEMA = responseSchema(errorEnvelope);

function jsonSchema(schema: z.ZodType, io: 'input' | 'output' = 'input'): Record<string, unknown> {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  return rest;
}

/** An answer's shape: what the server sends (output side of the schema). */
function responseSchema(schema: z.ZodType): Record<string, unknown> {
  return jsonSchema(schema, 'output');
}

/** Query/path parameters from an object schema's top-level properties. */
function parameters(schema: z.ZodType | undefined, where: 'query' | 'path') {
  if (!schema) return [];
  const js = jsonSchema(schema) as { properties?: Record<string, unknown>; required?: string[] };
  return Object.entries(js.properties ?? {}).map(([name, s]) => ({ name, in: where, required: where === 'path' || (js.required ?? []).includes(name), schema: s }));
}

/** OpenAPI 3.1 of every registered route, generated from the same zod schemas that validate requests. */
export function buildOpenApi(routes: RouteDef[]) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const r of routes) {
    const path = r.path.replace(/:([A-Za-z_]+)/g, '{$1}');
    const op: Record<string, unknown> = {
      summary: r.summary,
      tags: [r.tag],
      operationId: `${r.method.toLowerCase()}${r.path.replace(/[^A-Za-z0-9]+(.)?/g, (_, c: string | undefined) => (c ? c.toUpperCase() : ''))}`,
      parameters: [...parameters(r.params, 'path'), ...parameters(r.query, 'query')],
      responses: {
        '200': { description: 'Success', content: { 'application/json': { schema: r.response ? responseSchema(r.response) : { type: 'object' } } } },
        '400': { description: 'Invalid input', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } },
        ...(r.auth === 'required' ? { '401': { description: 'Not signed in (ERROR_100)', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } } } : {}),
      },
    };
    if (r.auth !== 'none') op.security = r.auth === 'required' ? [{ bearer: [] }, { cookie: [] }] : [{}, { bearer: [] }, { cookie: [] }];
    if (r.body) op.requestBody = { required: !!r.upload, content: { [r.upload ? 'multipart/form-data' : 'application/json']: { schema: jsonSchema(r.body) } } };
    (paths[path] ??= {})[r.method.toLowerCase()] = op;
  }
  return {
    openapi: '3.1.0',
    info: { title: 'Groops API v1', version: '1.0.0', description: 'Foodyman v1 compatible marketplace API (see contract/api-v1.md).' },
    servers: [{ url: '/api/v1' }],
    components: {
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer' }, cookie: { type: 'apiKey', in: 'cookie', name: 'access_token' } },
      schemas: { Error: ERROR_SCHEMA },
    },
    paths,
  };
}
