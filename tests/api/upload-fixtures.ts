import type { TestApi } from './harness';

/** POST /dashboard/galleries as a browser form does (multipart: image + type). */
export async function upload(target: Pick<TestApi, 'url'>, auth: string | null, file: Buffer | string, opts: { type?: string; name?: string; mime?: string } = {}) {
  const form = new FormData();
  form.set('image', new Blob([typeof file === 'string' ? file : new Uint8Array(file)], { type: opts.mime ?? 'image/jpeg' }), opts.name ?? 'photo.jpg');
  form.set('type', opts.type ?? 'users');
  const res = await fetch(`${target.url}/api/v1/dashboard/galleries`, { method: 'POST', body: form, headers: auth ? { authorization: `Bearer ${auth}` } : {} });
  return { status: res.status, body: (await res.json()) as any };
}
