import { signRequest, uriEncode, type SigV4Credentials } from './sigv4';
import { assertSafeKey, CONTENT_TYPES, type FileStorage } from './types';

export interface S3Options extends SigV4Credentials {
  /** e.g. https://s3.eu-central-1.amazonaws.com or http://minio:9000 (path-style addressing). */
  endpoint: string;
  bucket: string;
  /** Key prefix inside the bucket, e.g. "storage/images". */
  prefix?: string;
  timeoutMs?: number;
}

const MAX_BYTES = 10 * 1024 * 1024;

/** An S3-compatible bucket through signed PUT/GET/HEAD with fetch, so several app processes share uploads. */
export function createS3Storage(opts: S3Options): FileStorage {
  const base = opts.endpoint.replace(/\/+$/, '');
  const prefix = (opts.prefix ?? 'storage/images').replace(/^\/+|\/+$/g, '');
  const urlOf = (key: string) => new URL(`${base}/${uriEncode(opts.bucket, false)}/${uriEncode(prefix ? `${prefix}/${key}` : key, true)}`);

  async function send(method: 'GET' | 'PUT' | 'HEAD', key: string, body?: Buffer, contentType?: string): Promise<Response> {
    assertSafeKey(key);
    const url = urlOf(key);
    const headers = signRequest({ method, url, headers: contentType ? { 'content-type': contentType } : {}, body }, opts);
    delete headers.host; // fetch sets Host itself (it is still part of the signature)
    return fetch(url, { method, headers, body: body ? new Uint8Array(body) : undefined, signal: AbortSignal.timeout(opts.timeoutMs ?? 10_000) });
  }

  return {
    driver: 's3',
    async exists(key) {
      const res = await send('HEAD', key);
      if (res.status === 404) return false;
      if (!res.ok) throw new Error(`S3 HEAD ${key}: ${res.status}`);
      return true;
    },
    async put(key, body, contentType) {
      const res = await send('PUT', key, body, contentType);
      if (!res.ok) throw new Error(`S3 PUT ${key}: ${res.status} ${(await res.text()).slice(0, 200)}`);
    },
    async get(key) {
      try {
        assertSafeKey(key);
      } catch {
        return null;
      }
      const res = await send('GET', key);
      if (res.status === 404 || res.status === 403) return null;
      if (!res.ok) throw new Error(`S3 GET ${key}: ${res.status}`);
      const body = Buffer.from(await res.arrayBuffer());
      if (body.length > MAX_BYTES) return null;
      // The type comes from our own key, never from the bucket's metadata.
      return { body, contentType: CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] };
    },
  };
}
