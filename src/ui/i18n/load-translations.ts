/**
 * Client loader of translation files (spec §7/§8): GET /locales/{lng}/{ns}.json, and in development
 * POST /locales/add/{lng}/{ns} for keys the bundle lacks. A 5xx or no answer at all (network, timeout) is
 * retried with a growing pause; a 4xx is final (the file or language does not exist, asking again cannot help).
 */
export type Bundle = Record<string, string>;

export interface LoaderOptions {
  fetch?: typeof fetch;
  /** Retries after the first try. */
  retries?: number;
  /** Pause before retry n is `baseDelayMs * 2^(n-1)`. */
  baseDelayMs?: number;
  sleep?: (ms: number) => Promise<void>;
  /** Where the site is served from ('' = same origin). */
  origin?: string;
}

export class TranslationLoadError extends Error {
  constructor(
    readonly status: number | null,
    readonly attempts: number,
  ) {
    super(status === null ? `Translations unreachable after ${attempts} tries` : `Translations answered ${status} after ${attempts} tries`);
  }
}

/** null = no response. */
export function isRetryable(status: number | null): boolean {
  return status === null || status >= 500;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export async function loadTranslations(lng: string, ns: string, opts: LoaderOptions = {}): Promise<Bundle> {
  const { fetch: get = globalThis.fetch, retries = 3, baseDelayMs = 300, sleep = wait, origin = '' } = opts;
  const url = `${origin}/locales/${encodeURIComponent(lng)}/${encodeURIComponent(ns)}.json`;
  let status: number | null = null;
  for (let attempt = 1; ; attempt++) {
    try {
      const res = await get(url, { headers: { accept: 'application/json' } });
      status = res.status;
      if (res.ok) return (await res.json()) as Bundle;
    } catch {
      status = null;
    }
    if (!isRetryable(status) || attempt > retries) throw new TranslationLoadError(status, attempt);
    await sleep(baseDelayMs * 2 ** (attempt - 1));
  }
}

/** Development only: tells the server which keys were missing (it records them beside the data). */
export async function reportMissingKeys(lng: string, ns: string, keys: Bundle, opts: Pick<LoaderOptions, 'fetch' | 'origin'> = {}): Promise<void> {
  if (process.env.NODE_ENV !== 'development' || Object.keys(keys).length === 0) return;
  const { fetch: post = globalThis.fetch, origin = '' } = opts;
  await post(`${origin}/locales/add/${encodeURIComponent(lng)}/${encodeURIComponent(ns)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(keys),
  }).catch(() => undefined);
}
