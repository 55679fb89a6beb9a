import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { buildAvatarSvg } from './brand';
import { createImageStore, mapLimit, slugify } from './store';

let dataDir: string;
beforeEach(async () => {
  dataDir = await mkdtemp(path.join(os.tmpdir(), 'groops-img-'));
});
afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const size = { width: 64, height: 64 };

describe('createImageStore().ensure', () => {
  it('writes once and is idempotent', async () => {
    const store = createImageStore(dataDir);
    const build = vi.fn(() => buildAvatarSvg('Alex Rivera'));
    const url = await store.ensure('users', 'avatar-alex', build, size);
    expect(url).toBe('/storage/images/users/avatar-alex.webp');
    const file = path.join(dataDir, 'storage', 'images', 'users', 'avatar-alex.webp');
    const first = await stat(file);
    expect(first.size).toBeGreaterThan(50);

    const again = await createImageStore(dataDir).ensure('users', 'avatar-alex', build, size);
    expect(again).toBe(url);
    expect(build).toHaveBeenCalledTimes(1);
    expect((await stat(file)).mtimeMs).toBe(first.mtimeMs);
  });

  it('renders a name once when asked concurrently and leaves no temp files', async () => {
    const store = createImageStore(dataDir);
    const build = vi.fn(() => buildAvatarSvg('Dana Kim'));
    const urls = await Promise.all(Array.from({ length: 5 }, () => store.ensure('users', 'dana', build, size)));
    expect(new Set(urls).size).toBe(1);
    expect(build).toHaveBeenCalledTimes(1);
    expect(await readdir(path.join(dataDir, 'storage', 'images', 'users'))).toEqual(['dana.webp']);
  });

  it.each([
    ['../x', 'a'],
    ['users', '../../etc/passwd'],
    ['Users', 'a'],
    ['users/nested', 'a'],
    ['users', 'a.webp'],
    ['users', ''],
    ['', 'a'],
    ['users', 'a b'],
    ['users', 'é'],
  ])('rejects unsafe folder/name %j/%j', async (folder, name) => {
    const build = vi.fn(() => buildAvatarSvg('x'));
    await expect(createImageStore(dataDir).ensure(folder, name, build, size)).rejects.toThrow(/Unsafe/);
    expect(build).not.toHaveBeenCalled();
  });
});

describe('slugify', () => {
  it('makes safe names', () => {
    expect(slugify('Crème brûlée #2')).toBe('creme-brulee-2');
    expect(slugify('  --Hello__World--  ')).toBe('hello-world');
    expect(slugify('Олег')).toMatch(/^x[a-z0-9]+$/);
    expect(slugify('a'.repeat(200)).length).toBe(80);
  });
});

describe('mapLimit', () => {
  it('keeps order and never exceeds the limit', async () => {
    let active = 0;
    let peak = 0;
    const out = await mapLimit([5, 1, 4, 2, 3, 0, 6], 3, async (n, i) => {
      active++;
      peak = Math.max(peak, active);
      await new Promise((r) => setTimeout(r, n * 3));
      active--;
      return `${i}:${n}`;
    });
    expect(out).toEqual(['0:5', '1:1', '2:4', '3:2', '4:3', '5:0', '6:6']);
    expect(peak).toBe(3);
  });

  it('rejects with the first error and stops starting new items', async () => {
    const seen: number[] = [];
    await expect(
      mapLimit([1, 2, 3, 4, 5, 6], 2, async (n) => {
        seen.push(n);
        if (n === 2) throw new Error('boom');
        await new Promise((r) => setTimeout(r, 5));
        return n;
      }),
    ).rejects.toThrow('boom');
    expect(seen.length).toBeLessThan(6);
    expect(await mapLimit([], 4, async (n: number) => n)).toEqual([]);
  });
});
