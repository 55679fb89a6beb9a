import { describe, expect, it } from 'vitest';
import { WEB_ROUTES, WEB_ROUTES_PENDING } from '../../src/contract/web-routes';
import { createRouter } from '../../src/server/http/router';
import { buildOpenApi } from '../../src/server/modules/openapi/document';
import { apiRoutes } from '../../src/server/routes';

/** Conformance (issue 19 item 5): the web client's routes (contract "W") are all served, and documented. */
const router = createRouter(apiRoutes);

function handlerOf(route: string) {
  const [method, path] = route.split(' ');
  const match = router.match(method, path.replace(/:[A-Za-z_]+/g, '1'));
  return match.kind === 'route' ? match.route : null;
}

const served = WEB_ROUTES.filter((r) => !(r in WEB_ROUTES_PENDING));

describe("the contract's W routes", () => {
  it('each have a handler in the route table (unless listed as pending)', () => {
    expect(served.filter((r) => !handlerOf(r))).toEqual([]);
  });

  it('lists as pending only routes still without a handler, and only W routes', () => {
    const pending = Object.keys(WEB_ROUTES_PENDING);
    expect(pending.filter((r) => handlerOf(r))).toEqual([]);
    expect(pending.filter((r) => !(WEB_ROUTES as readonly string[]).includes(r))).toEqual([]);
  });

  it('each have a response schema, published in the OpenAPI document', () => {
    expect(served.filter((r) => !handlerOf(r)?.response)).toEqual([]);
    const doc = buildOpenApi(apiRoutes);
    const undocumented = served.filter((r) => {
      const route = handlerOf(r)!;
      const op = (doc.paths[route.path.replace(/:([A-Za-z_]+)/g, '{$1}')] as any)?.[route.method.toLowerCase()];
      const schema = op?.responses?.['200']?.content?.['application/json']?.schema;
      return !schema || JSON.stringify(schema) === JSON.stringify({ type: 'object' });
    });
    expect(undocumented).toEqual([]);
  });
});
