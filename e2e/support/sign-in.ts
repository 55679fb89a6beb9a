import { expect, test, type APIRequestContext } from '@playwright/test';

export const DEMO = { email: process.env.DEMO_LOGIN || 'demo@groops.test', password: process.env.DEMO_PASSWORD || 'groops-demo' };

export interface SignedIn {
  access_token: string;
  user: Record<string, any>;
}

/**
 * Signs in through the API (the context keeps the HttpOnly cookie) like a polite client: the server allows ten
 * sign-ins a minute per account and answers 429 with Retry-After past that, and a fast run of the suite signs the
 * demo user in more often. The wait is added to the test's time limit.
 */
export async function signInThroughApi(request: APIRequestContext, credentials: { email: string; password: string } = DEMO): Promise<SignedIn> {
  for (let attempt = 0; attempt < 3; attempt += 1) {
    const res = await request.post('/api/v1/auth/login', { data: credentials });
    if (res.status() !== 429) {
      expect(res.status(), `sign-in as ${credentials.email}`).toBe(200);
      return (await res.json()).data as SignedIn;
    }
    const waitMs = Number(res.headers()['retry-after'] ?? '5') * 1000 + 250;
    test.info().setTimeout(test.info().timeout + waitMs);
    await new Promise((resolve) => setTimeout(resolve, waitMs));
  }
  throw new Error(`sign-in as ${credentials.email} still throttled after three waits`);
}

/**
 * The cookies of one signed-in session as a storage state, so every browser context of a spec starts signed in
 * on its first, full page load (one sign-in for the whole spec, well under the per-minute limit).
 */
export async function signedInState(newRequest: () => Promise<APIRequestContext>) {
  const request = await newRequest();
  await signInThroughApi(request);
  const state = await request.storageState();
  await request.dispose();
  expect(state.cookies.some((cookie) => cookie.name === 'access_token')).toBe(true);
  return state;
}
