import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readStorageImage, safeImagePath } from './storage';

let base: string;
let dataDir: string;
const webp = Buffer.from('RIFF\u0004\u0000\u0000\u0000WEBP', 'latin1');

beforeAll(async () => {
  base = await mkdtemp(path.join(os.tmpdir(), 'groops-serve-'));
  dataDir = path.join(base, 'data');
  const images = path.join(dataDir, 'storage', 'images');
  await mkdir(path.join(images, 'products'), { recursive: true });
  await writeFile(path.join(images, 'products', 'pizza-1.webp'), webp);
  await writeFile(path.join(images, 'products', 'photo.jpg'), Buffer.from([0xff, 0xd8, 0xff]));
  await writeFile(path.join(images, 'top.png'), Buffer.from([0x89, 0x50]));
  // Things outside the images root that an attacker would like to reach.
  await mkdir(path.join(base, 'secret'), { recursive: true });
  await writeFile(path.join(base, 'secret', 'key.png'), 'secret');
  await writeFile(path.join(dataDir, 'outside.webp'), 'secret');
  await symlink(path.join(base, 'secret', 'key.png'), path.join(images, 'products', 'link.png'));
  await symlink(path.join(base, 'secret'), path.join(images, 'linkdir'));
  await symlink(path.join(images, 'products'), path.join(images, 'alias'));
  await mkdir(path.join(images, 'dir.webp'), { recursive: true });
});

afterAll(async () => {
  await rm(base, { recursive: true, force: true });
});

describe('readStorageImage', () => {
  it('serves a valid file with its content type', async () => {
    const hit = await readStorageImage(dataDir, 'products/pizza-1.webp');
    expect(hit).not.toBeNull();
    expect(hit?.contentType).toBe('image/webp');
    expect(hit?.body.equals(webp)).toBe(true);
    expect((await readStorageImage(dataDir, 'products/photo.jpg'))?.contentType).toBe('image/jpeg');
    expect((await readStorageImage(dataDir, 'top.png'))?.contentType).toBe('image/png');
  });

  it('decodes percent-escapes once for otherwise safe paths', async () => {
    expect((await readStorageImage(dataDir, 'products%2Fpizza-1.webp'))?.contentType).toBe('image/webp');
  });

  it.each([
    '../../etc/passwd',
    '..%2f..%2fetc',
    '..%2F..%2Foutside.webp',
    '%2e%2e/outside.webp',
    '%252e%252e',
    '%252e%252e/outside.webp',
    'a.png%00.js',
    'products/pizza-1.webp%00',
    '/etc/passwd',
    '/products/pizza-1.webp',
    '%2Fproducts%2Fpizza-1.webp',
    'products\\pizza-1.webp',
    'products%5Cpizza-1.webp',
    '..\\..\\outside.webp',
    'products/../products/pizza-1.webp',
    'products//pizza-1.webp',
    'products/./pizza-1.webp',
    'products/pizza-1.WEBP',
    'products/pizza-1.svg',
    'products/pizza-1.webp.js',
    'products/pizza-1',
    '%E0%A4%A',
    '',
    'x'.repeat(600) + '.png',
    'products/missing.webp',
    'products/link.png',
    'linkdir/key.png',
    'alias/pizza-1.webp',
    'dir.webp',
  ])('rejects %j', async (p) => {
    expect(await readStorageImage(dataDir, p)).toBeNull();
  });

  it('safeImagePath normalises nothing and only accepts the strict shape', () => {
    expect(safeImagePath('shops/logo-1.webp')).toBe('shops/logo-1.webp');
    expect(safeImagePath('shops/logo_1.webp')).toBeNull();
    expect(safeImagePath('C:/x.png')).toBeNull();
  });
});
