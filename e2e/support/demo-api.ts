import { expect, type APIRequestContext } from '@playwright/test';

/** The demo burger restaurant and its burger (seeded with fixed ids). */
export const BURGER_SHOP = 3;
export const BURGER = '116f804f-e3c0-592c-a542-4d5d7facf49d';

/** A GET of the API that must succeed; its JSON body. */
export async function api<T = any>(request: APIRequestContext, path: string): Promise<T> {
  const res = await request.get(`/api/v1/${path}`);
  expect(res.status(), path).toBe(200);
  return (await res.json()) as T;
}
