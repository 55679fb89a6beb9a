import fs from 'node:fs/promises';
import path from 'node:path';

/** Languages and namespaces the storefront ships (next-i18next.config.js); nothing else is ever read or written. */
export const LOCALE_LANGS = ['en', 'ar', 'fr', 'es'] as const;
export const LOCALE_NAMESPACES = ['translation', 'errors'] as const;

const bundled = (lng: string, ns: string) => path.join(process.cwd(), 'public', 'locales', lng, `${ns}.json`);
/** Missing keys reported in development land next to the data, never in the bundled files. */
export const missingFile = (dataDir: string, lng: string, ns: string) => path.join(dataDir, 'locales-missing', lng, `${ns}.json`);

export async function readBundle(lng: string, ns: string): Promise<Buffer> {
  return fs.readFile(bundled(lng, ns));
}

async function readJson(file: string): Promise<Record<string, string>> {
  try {
    return JSON.parse(await fs.readFile(file, 'utf8')) as Record<string, string>;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return {};
    throw err;
  }
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Adds keys the bundle lacks to <dataDir>/locales-missing/<lng>/<ns>.json (existing entries are kept), one
 * write at a time so parallel reports do not lose each other. Returns the keys that were new.
 */
export function recordMissingKeys(dataDir: string, lng: string, ns: string, keys: Record<string, string>): Promise<string[]> {
  const job = queue.then(async () => {
    const [bundle, missing] = await Promise.all([readBundle(lng, ns).then((b) => JSON.parse(b.toString('utf8')) as Record<string, string>), readJson(missingFile(dataDir, lng, ns))]);
    const added = Object.keys(keys).filter((k) => !(k in bundle) && !(k in missing));
    if (added.length === 0) return added;
    for (const k of added) missing[k] = keys[k];
    const file = missingFile(dataDir, lng, ns);
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.writeFile(file, `${JSON.stringify(missing, null, 2)}\n`);
    return added;
  });
  queue = job.catch(() => undefined);
  return job;
}
