/**
 * The demo customer's session for the signed-in Lighthouse rows: signed in through the API (as the storefront
 * does), its `access_token` cookie put in the browser's cookie jar for the measured page (lighthouse-run.mjs).
 * The page is checked first to be rendered for that customer — private, not from the guest page cache — so a signed-in row never measures a guest page.
 */
const DEMO = { email: process.env.DEMO_LOGIN || 'demo@groops.test', password: process.env.DEMO_PASSWORD || 'groops-demo' };

export async function demoSessionCookie(base: string): Promise<string> {
  const res = await fetch(`${base}/api/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(DEMO) });
  if (res.status !== 200) throw new Error(`demo sign-in answered ${res.status}`);
  const { data } = (await res.json()) as { data: { access_token: string } };
  return `access_token=${data.access_token}`;
}

/** Throws unless `url` with this cookie is the customer's own page: `private, no-store`, no cache hit, the user in its props. */
export async function assertRenderedForSession(url: string, cookie: string): Promise<void> {
  const res = await fetch(url, { headers: { cookie } });
  const html = await res.text();
  const problems = [
    res.status !== 200 && `status ${res.status}`,
    !String(res.headers.get('cache-control')).startsWith('private') && `Cache-Control ${res.headers.get('cache-control')}`,
    res.headers.get('x-page-cache') && `X-Page-Cache ${res.headers.get('x-page-cache')}`,
    !html.includes(`"email":"${DEMO.email}"`) && 'no signed-in user in the page',
  ].filter(Boolean);
  if (problems.length) throw new Error(`${url} is not rendered for the signed-in customer: ${problems.join(', ')}`);
}
