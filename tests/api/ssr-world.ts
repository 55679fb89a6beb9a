import { afterAll, beforeAll } from 'vitest';
import { publishDispatcher, type InProcessCall } from '../../src/contract/in-process';
import { createApiDispatcher } from '../../src/server/http/handler';
import { apiRoutes } from '../../src/server/routes';
import { signInDemo, startTestApi, type TestApi } from './harness';

/**
 * Server rendering against the real API in this process, as `next start` runs it: the API's door is published
 * (in-process calls) and every call that reaches it is recorded in `calls`; `token` is the demo customer's session.
 */
export function ssrWorld() {
  const world = { api: undefined as unknown as TestApi, token: '', calls: [] as InProcessCall[] };
  beforeAll(async () => {
    world.api = await startTestApi();
    world.token = await signInDemo(world.api);
    const dispatch = createApiDispatcher(async () => world.api.ctx, apiRoutes);
    publishDispatcher((call) => (world.calls.push(call), dispatch(call)));
  });
  afterAll(() => world.api.close());
  return world;
}
