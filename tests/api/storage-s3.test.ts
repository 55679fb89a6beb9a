import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageStore, buildAvatarSvg } from '../../src/server/seed/images';
import { createS3Storage } from '../../src/server/storage';
import { signInDemo, startTestApi, type TestApi } from './harness';
import { startS3Fixture } from './s3-fixture';
import { upload } from './upload-fixtures';

/** The API prints image URLs absolute (contract §2); storage and the API route use the path. */
const pathOf = (url: string) => new URL(url).pathname;

const creds = { accessKeyId: 'GROOPSTESTKEY', secretAccessKey: 'groops-test-secret', region: 'eu-test-1' };
let s3: Awaited<ReturnType<typeof startS3Fixture>>;
let api: TestApi;
let token: string;
beforeAll(async () => {
  s3 = await startS3Fixture(creds);
  api = await startTestApi({ s3: { ...creds, endpoint: s3.endpoint, bucket: 'groops-media', prefix: 'storage/images' } });
  token = await signInDemo(api);
});
afterAll(async () => {
  await api.close();
  await s3.close();
});

describe('S3-compatible storage', () => {
  it('stores an upload in the bucket with a valid signature and serves it back through the API', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#3a7' } }).jpeg().toBuffer();
    const res = await upload(api, token, jpeg);
    expect(res.status).toBe(200);
    const key = `/groops-media${pathOf(res.body.data.title)}`;
    expect(s3.objects.get(key)?.type).toBe('image/webp');
    const served = await fetch(`${api.url}/api/v1${pathOf(res.body.data.title)}`);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer()).equals(s3.objects.get(key)!.body)).toBe(true);
    expect((await fetch(`${api.url}/api/v1/storage/images/users/missing.webp`)).status).toBe(404);
  });

  it('writes generated images once through the same driver (several app processes share them)', async () => {
    const storage = createS3Storage({ ...creds, endpoint: s3.endpoint, bucket: 'groops-media' });
    const store = createImageStore(storage);
    const url = await store.ensure('users', 'avatar-s3', () => buildAvatarSvg('Sam S3'), { width: 64, height: 64 });
    expect(url).toBe('/storage/images/users/avatar-s3.webp');
    const puts = () => s3.requests.filter((r) => r.startsWith('PUT') && r.includes('avatar-s3')).length;
    expect(puts()).toBe(1);
    await createImageStore(storage).ensure('users', 'avatar-s3', () => buildAvatarSvg('Sam S3'), { width: 64, height: 64 });
    expect(puts()).toBe(1);
  });

  it('surfaces a refused signature as an error, never a silent success', async () => {
    const wrong = createS3Storage({ ...creds, secretAccessKey: 'not-the-secret', endpoint: s3.endpoint, bucket: 'groops-media' });
    await expect(wrong.put('users/x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow(/403/);
    expect(await wrong.get('users/../x.webp')).toBeNull();
  });
});
