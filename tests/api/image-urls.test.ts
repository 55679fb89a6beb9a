import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemo, startTestApi, type TestApi } from './harness';

/** Every image field is an absolute URL on one base (issue 19 item 2). */
describe('absolute image URLs', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.close());

  it('prints them on the origin the request came to', async () => {
    const res = await getWithHost(api, '/rest/shops/paginate?perPage=5', 'shop.example:8443');
    const urls = imagesIn(res.body);
    expect(urls.length).toBeGreaterThan(3);
    for (const url of urls) expect(url).toMatch(/^"http:\/\/shop\.example:8443\/storage\/images\//);
    expect(res.body.data[0].logo_img).toMatch(/^http:\/\/shop\.example:8443\/storage\/images\/shops\//);
  });

  it('refuses to echo a malformed Host into URLs', async () => {
    const res = await getWithHost(api, '/rest/shops/paginate?perPage=1', 'evil"host');
    for (const url of imagesIn(res.body)) expect(url).toMatch(/^"http:\/\/localhost\/storage\/images\//);
  });

  it('accepts its own absolute URL back in a request body, stored relative', async () => {
    const token = await signInDemo(api);
    const base = new URL(api.url).host;
    const me = await api.call('GET', '/dashboard/user/profile/show', { token });
    const img = me.body.data.img as string;
    expect(img.startsWith(`http://${base}/storage/images/`)).toBe(true);
    const res = await api.call('PUT', '/dashboard/user/profile/update', { token, body: { firstname: 'Alex', images: [img] } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.data.img).toBe(img);
  });
});

describe('with PUBLIC_URL', () => {
  it('uses the configured base whatever the Host', async () => {
    const api = await startTestApi({ publicUrl: 'https://groops.example' });
    try {
      const res = await getWithHost(api, '/rest/shops/paginate?perPage=3', 'other.example');
      const urls = imagesIn(res.body);
      expect(urls.length).toBeGreaterThan(0);
      for (const url of urls) expect(url).toMatch(/^"https:\/\/groops\.example\/storage\/images\//);
    } finally {
      await api.close();
    }
  });
});

function imagesIn(body: unknown): string[] {
  return JSON.stringify(body).match(/"[^"]*\/storage\/images\/[^"]*"/g) ?? [];
}

/** fetch sets Host itself; node:http sends the one a client (or a proxy) would. */
function getWithHost(api: TestApi, path: string, host: string): Promise<{ status: number; body: any }> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${api.url}/api/v1${path}`, { headers: { host } }, (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (text += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
    });
    req.on('error', reject);
  });
}
