import { expect, test, type APIRequestContext } from './support/test';
import { signInThroughApi } from './support/sign-in';

/**
 * The test pass runs the @postgres flows with WEB_CONCURRENCY=2 (scripts/test-all.sh): two server processes share
 * the port and take new connections in turn (ADR 0038). Each keeps sessions for its renders (ADR 0037), so a change
 * made through one process must reach the other's kept copy before the next page either of them renders.
 */

const RENDERS = 6;

test('every server process renders a profile edit and a sign-out made through another one @postgres', async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL });
  try {
    const { access_token: token } = await signInThroughApi(api);
    const headers = { authorization: `Bearer ${token}`, Origin: baseURL! };
    // A request context of its own per render: a new connection each time, so the processes take turns.
    const renderedFirstnames = async () => {
      const names: Array<string | null> = [];
      for (let i = 0; i < RENDERS; i++) {
        const visitor = await playwright.request.newContext({ baseURL, extraHTTPHeaders: { cookie: `access_token=${token}` } });
        try {
          names.push(await renderedFirstname(visitor));
        } finally {
          await visitor.dispose();
        }
      }
      return names;
    };
    const all = (name: string | null) => Array.from({ length: RENDERS }, () => name);

    expect(await renderedFirstnames()).toEqual(all('Alex'));
    expect((await api.put('/api/v1/dashboard/user/profile/update', { headers, data: { firstname: 'Heard' } })).status()).toBe(200);
    expect(await renderedFirstnames()).toEqual(all('Heard'));
    expect((await api.put('/api/v1/dashboard/user/profile/update', { headers, data: { firstname: 'Alex' } })).status()).toBe(200);
    expect(await renderedFirstnames()).toEqual(all('Alex'));
    expect((await api.post('/api/v1/auth/logout', { headers })).status()).toBe(200);
    expect(await renderedFirstnames()).toEqual(all(null));
  } finally {
    await api.dispose();
  }
});

/** The signed-in user's first name in the server's HTML of `/` (null for a guest render). */
async function renderedFirstname(request: APIRequestContext): Promise<string | null> {
  const html = await (await request.get('/')).text();
  const data = /<script id="__NEXT_DATA__"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '{}';
  return (JSON.parse(data).props?.pageProps?.user?.firstname as string | undefined) ?? null;
}
