import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../../src/server/db/schema';
import { issueToken } from '../../src/server/modules/auth/tokens';
import { countStatements, ENGINE, signInDemo, startTestApi, type TestApi } from './harness';
import { createRawClient, runPool, type RawAnswer } from './hostile/client';
import { casesFor, operationsOf, seededRandom, shuffle, type HostileCase, type Operation } from './hostile/generate';

/**
 * Standing hostile-input test (reliability.md §2): every operation of the OpenAPI document × the bad-input
 * catalogue, as a guest and as the signed-in demo user. Whatever the input, the API answers below 500, a 4xx
 * is the one error envelope with no stack or SQL in it, and nothing takes 2 s. New routes are covered as they
 * appear in the document.
 */

const SEED = 20261122;
/** Requests per run; the always-run cases come first, field and query-value cases fill the rest. */
const BUDGET = Number(process.env.HOSTILE_BUDGET) || 12_000;
// PGlite runs one statement at a time: more requests in flight only queue (and count against the 2 s).
const CONCURRENCY = ENGINE === 'pglite' ? 4 : 8;
const BATCH = 250;
const SLOW_MS = 2_000;
/** Operations that end the caller's session or password: signed in, they run as a throwaway user. */
const SESSION_ENDING = new Set(['POST /auth/logout', 'POST /dashboard/user/profile/password/update']);
const LEAK = /\bat [^"]+\.(ts|js):\d+|node_modules|"stack"|\b(SELECT|INSERT INTO|UPDATE|DELETE FROM) [a-z_"]|syntax error at|violates [a-z ]+constraint|relation "/;

type Identity = 'guest' | 'user';
interface Run {
  c: HostileCase;
  who: Identity;
}

let api: TestApi;
let demoToken: string;
let throwawayId: number;

beforeAll(async () => {
  // Tokens outlive the clock jumps below; throttle windows do not.
  api = await startTestApi({ tokenTtlDays: 3650 });
  demoToken = await signInDemo(api);
  const [row] = await api.ctx.db.insert(users).values({ email: 'throwaway-hostile@groops.test', firstname: 'Throwaway', myReferral: 'HOSTILE1' }).returning({ id: users.id });
  throwawayId = row.id;
});
afterAll(() => api?.close());

/** Always-run cases for both identities, then sampled ones until the budget; guests skip sampled cases of sign-in-only routes. */
function plan(ops: Operation[]): Run[] {
  const random = seededRandom(SEED);
  const auth = new Map(ops.map((o) => [o.key, o.auth]));
  const cases = ops.flatMap((op) => casesFor(op, ops));
  const both = (c: HostileCase): Run[] =>
    c.credentials === 'own' ? [{ c, who: 'guest' }] : c.credentials === 'cookie' ? [{ c, who: 'user' }] : [{ c, who: 'guest' }, { c, who: 'user' }];
  const runs = cases.filter((c) => !c.sampled).flatMap(both);
  for (const c of shuffle(cases.filter((c) => c.sampled), random)) {
    if (runs.length >= BUDGET) break;
    runs.push(...(auth.get(c.op) === 'required' ? [{ c, who: 'user' as const }] : both(c)));
  }
  // Interleaved, so throttled operations (sign-in, codes) spread over many throttle windows.
  return shuffle(runs, random);
}

async function credentials(run: Run): Promise<Record<string, string>> {
  if (run.who === 'guest' || run.c.credentials === 'own') return {};
  const token = SESSION_ENDING.has(run.c.op) ? await issueToken(api.ctx.db, throwawayId, api.clock.now(), 3650) : demoToken;
  return run.c.credentials === 'cookie' ? { cookie: `access_token=${token}` } : { authorization: `Bearer ${token}` };
}

/** Why an answer breaks the guarantees, or null. */
function problem(answer: RawAnswer): string | null {
  if (answer.status >= 500) return `status ${answer.status}`;
  if (answer.ms > SLOW_MS) return `slow: ${Math.round(answer.ms)} ms`;
  if (answer.status < 400) return null;
  let body: any;
  try {
    body = JSON.parse(answer.text);
  } catch {
    return `not JSON: ${answer.text.slice(0, 120)}`;
  }
  if (body?.status !== false || !/^ERROR_\d+$/.test(body?.statusCode) || typeof body?.message !== 'string') return `not the envelope: ${answer.text.slice(0, 160)}`;
  if (LEAK.test(answer.text)) return `leaks internals: ${answer.text.slice(0, 160)}`;
  return null;
}

const excerpt = (v: string | Buffer | undefined, n: number) => (v === undefined ? '' : String(v).slice(0, n).replace(/[\u0000-\u001f]/g, '·'));

it('answers every hostile request below 500, as the error envelope, within 2 s', async () => {
  const doc = await api.call('GET', '/openapi.json');
  const ops = operationsOf(doc.body);
  const runs = plan(ops);
  const client = createRawClient(api.url, CONCURRENCY);
  const failures: string[] = [];
  const started = performance.now();
  let slowest = 0;
  const statuses = new Map<number, number>();
  try {
    for (let i = 0; i < runs.length; i += BATCH) {
      await runPool(runs.slice(i, i + BATCH), CONCURRENCY, async (run) => {
        const { c, who } = run;
        const headers = { ...c.headers, ...(await credentials(run)) };
        let why: string | null;
        try {
          const answer = await client.send({ method: c.method, path: c.path, headers, body: c.body });
          slowest = Math.max(slowest, answer.ms);
          statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
          why = problem(answer);
        } catch (error) {
          why = `no answer: ${(error as Error).message}`;
        }
        if (why) failures.push(`${who} ${c.method} ${excerpt(c.path, 140)} [${c.label}] body=${excerpt(c.body, 100)} → ${why}`);
      });
      // A fresh hour for every batch: sign-in blocks (≤ 1 h) and code windows (≤ 1 h) start over.
      api.clock.advance(61 * 60_000);
    }
  } finally {
    client.close();
  }
  const seconds = (performance.now() - started) / 1000;
  console.info(`hostile input: ${runs.length} requests over ${ops.length} operations in ${seconds.toFixed(1)} s, slowest ${Math.round(slowest)} ms; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`);
  expect(failures, `${failures.length} bad answers:\n${failures.slice(0, 60).join('\n')}`).toEqual([]);
  expect(runs.length).toBeGreaterThanOrEqual(10_000);
  expect(new Set(runs.map((r) => r.c.op)).size).toBe(ops.length);
}, 300_000);

it('spends no query and no cache on an unknown `lang` in an error answer', async () => {
  // Every distinct `lang` used to load and keep its own error-text bundle: unbounded memory for junk values.
  const guestCall = (lang: string) => api.call('GET', `/dashboard/user/profile/show?lang=${lang}`);
  await guestCall('en');
  const statements = await countStatements(api, async () => {
    for (let i = 0; i < 20; i++) expect((await guestCall(`x${i}-junk`)).status).toBe(401);
    for (let i = 0; i < 20; i++) expect((await guestCall(`q${String.fromCharCode(97 + i)}`)).status).toBe(401);
  });
  expect(statements).toBe(0);
  // Known languages still get their own text; unknown ones the English one.
  expect((await guestCall('fr')).body.message).toBe('Veuillez vous connecter pour continuer');
  expect((await guestCall('zz')).body.message).toBe('Please, log in to continue');
});
