import type { z } from 'zod';
import { errorEnvelope } from '../../src/contract/responses/envelopes';
import { createRouter } from '../../src/server/http/router';
import type { RouteDef } from '../../src/server/http/route';

/**
 * Conformance (issue 19 item 5): every JSON answer of a route with a documented response schema must match it —
 * 2xx against the route's schema, 4xx/5xx against the one error envelope. Routes without a schema are not checked.
 */
export function responseChecker(routes: RouteDef[]) {
  const router = createRouter(routes);
  return (method: string, pathWithQuery: string, status: number, contentType: string | null, body: unknown) => {
    if (!contentType?.includes('application/json')) return;
    const path = pathWithQuery.split('?')[0];
    const match = router.match(method.toUpperCase(), path);
    if (match.kind !== 'route' || !match.route.response) return;
    const schema: z.ZodType = status >= 400 ? errorEnvelope : match.route.response;
    if (status >= 300 && status < 400) return;
    const result = schema.safeParse(body);
    if (result.success) return;
    const problems = result.error.issues
      .slice(0, 5)
      .map((i) => `  at ${i.path.length ? i.path.join('.') : '(root)'}: ${i.message}`)
      .join('\n');
    throw new Error(
      `${method} ${match.route.path} answered ${status} off its response schema (src/contract/responses):\n${problems}\n` +
        `body: ${JSON.stringify(body).slice(0, 600)}`,
    );
  };
}
