/**
 * Image fields are absolute URLs (contract §2) built from one base: PUBLIC_URL when set, else the origin the
 * request came to. Presenters keep writing root-relative `/storage/images/…` paths (and handler caches keep
 * them host-free); the JSON text is rewritten once on the way out, and our own absolute URLs coming back in a
 * request body (a profile image a client echoes) are made relative again before validation.
 */

// A JSON string value (not a key: keys are followed by ':') that starts with the path; a preceding backslash
// would make it an escaped quote inside some text.
const RELATIVE_VALUE = /(?<!\\)"\/storage\/images\/((?:[^"\\]|\\.)*)"(?!:)/g;

const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** PUBLIC_URL, or the scheme (decided by the trusted-proxy rule) and the Host the request came with. */
export function imageBase(publicUrl: string | null, host: string | string[] | undefined, secure: boolean): string {
  if (publicUrl) return publicUrl;
  const claimed = (Array.isArray(host) ? host[0] : host)?.trim();
  return `${secure ? 'https' : 'http'}://${claimed && HOST.test(claimed) ? claimed.toLowerCase() : 'localhost'}`;
}

export function absoluteImageUrls(json: string, base: string): string {
  return json.includes('"/storage/images/') ? json.replace(RELATIVE_VALUE, (_, rest: string) => `"${base}/storage/images/${rest}"`) : json;
}

export function relativeImageUrls(raw: Buffer, base: string): Buffer {
  const ours = `"${base}/storage/images/`;
  if (!raw.includes(ours)) return raw;
  return Buffer.from(raw.toString('utf8').split(ours).join('"/storage/images/'));
}
