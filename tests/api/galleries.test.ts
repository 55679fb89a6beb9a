import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInDemo, startTestApi, type TestApi } from './harness';
import { upload } from './upload-fixtures';

/** The API prints image URLs absolute (contract §2); storage and the API route use the path. */
const pathOf = (url: string) => new URL(url).pathname;

let api: TestApi;
let token: string;
beforeAll(async () => {
  api = await startTestApi();
  token = await signInDemo(api);
});
afterAll(() => api.close());

const SECRET = 'exif-secret-owner-9f3';

/** A real photo-like image with EXIF (an owner name and a rotated orientation) that must not survive. */
function photo(format: 'jpeg' | 'png' | 'webp' | 'gif', width = 1200, height = 800): Promise<Buffer> {
  const image = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 40 } } }).withMetadata({ exif: { IFD0: { Artist: SECRET, Copyright: SECRET } } });
  return image[format]().toBuffer();
}

const stored = (folder = 'users') => {
  const dir = path.join(api.config.dataDir, 'storage', 'images', folder);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
};

describe('POST /dashboard/galleries', () => {
  it.each(['jpeg', 'png', 'webp'] as const)('stores a %s avatar re-encoded as a 512px WebP without its metadata', async (format) => {
    const input = await photo(format);
    expect(input.includes(SECRET)).toBe(true);
    const res = await upload(api, token, input, { mime: `image/${format}` });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ type: 'users', title: expect.stringMatching(/^http:\/\/127\.0\.0\.1:\d+\/storage\/images\/users\/\d+-\d+-[0-9a-f]{8}\.webp$/) });

    const served = await fetch(`${api.url}/api/v1${pathOf(res.body.data.title)}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    const bytes = Buffer.from(await served.arrayBuffer());
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 512, height: 512 });
    expect(meta.exif).toBeUndefined();
    expect(bytes.includes(SECRET)).toBe(false);
  });

  it('fits a large background inside its box and keeps the aspect', async () => {
    const res = await upload(api, token, await photo('jpeg', 3000, 1000), { type: 'shops/background' });
    expect(res.status).toBe(200);
    const file = fs.readFileSync(path.join(api.config.dataDir, pathOf(res.body.data.title)));
    expect(await sharp(file).metadata()).toMatchObject({ width: 1600, height: 533 });
  });

  it('refuses GIF, SVG, text, a fake JPEG, a wrong folder and a too-big file with a clear 4xx; nothing is stored', async () => {
    const before = stored();
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(1)</script></svg>';
    const cases: Array<[string, Buffer | string, { type?: string; mime?: string; name?: string }, number]> = [
      ['gif', await photo('gif', 40, 40), { mime: 'image/gif', name: 'a.gif' }, 415],
      ['svg', svg, { mime: 'image/svg+xml', name: 'a.svg' }, 415],
      ['svg named .jpg', svg, { mime: 'image/jpeg', name: 'a.jpg' }, 415],
      ['text', 'hello, not an image', { mime: 'text/plain', name: 'a.txt' }, 415],
      ['truncated jpeg', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]), {}, 400],
      ['unknown folder', await photo('jpeg', 40, 40), { type: '../etc' }, 400],
      ['too big', Buffer.concat([Buffer.from([0xff, 0xd8, 0xff]), Buffer.alloc(2 * 1024 * 1024, 1)]), {}, 413],
    ];
    for (const [name, file, opts, status] of cases) {
      const res = await upload(api, token, file, opts);
      expect(res.status, name).toBe(status);
      expect(res.body, name).toMatchObject({ status: false, statusCode: `ERROR_${status}`, message: expect.any(String) });
      if (status !== 400 || name !== 'unknown folder') expect(res.body.params?.image?.[0] ?? res.body.message, name).toBeTruthy();
    }
    expect(stored()).toEqual(before);
  });

  it('takes a 1.6 MB photo (above the 1 MB JSON limit) but refuses a body far beyond 2 MB before reading it all', async () => {
    const noisy = await sharp({ create: { width: 800, height: 700, channels: 3, background: '#000', noise: { type: 'gaussian', mean: 128, sigma: 60 } } }).png().toBuffer();
    expect(noisy.length).toBeGreaterThan(1024 * 1024);
    expect(noisy.length).toBeLessThan(2 * 1024 * 1024);
    expect((await upload(api, token, noisy, { mime: 'image/png' })).status).toBe(200);
    const huge = Buffer.alloc(6 * 1024 * 1024, 1);
    const res = await fetch(`${api.url}/api/v1/dashboard/galleries`, { method: 'POST', body: huge, headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=x' } });
    expect(res.status).toBe(413);
    // The JSON routes keep their 1 MB limit: only this route takes uploads.
    const json = await api.call('PUT', '/dashboard/user/profile/update', { token, rawBody: `{"firstname":"${'a'.repeat(1_100_000)}"}`, headers: { 'content-type': 'application/json' } });
    expect(json.status).toBe(413);
  });

  it('needs a signed-in user and a multipart body', async () => {
    expect((await upload(api, null, await photo('jpeg', 40, 40))).status).toBe(401);
    const asJson = await api.call('POST', '/dashboard/galleries', { token, body: { image: 'x', type: 'users' } });
    expect(asJson.status).toBe(415);
    expect(asJson.body.statusCode).toBe('ERROR_415');
  });

  it('is in the OpenAPI document as a multipart upload', async () => {
    const doc = (await api.call('GET', '/openapi.json')).body;
    expect(doc.paths['/dashboard/galleries'].post.requestBody.content['multipart/form-data'].schema.properties.image).toMatchObject({ format: 'binary' });
  });
});
