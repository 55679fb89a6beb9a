/**
 * A CPU profile of one measured step only (not of the setup around it): with CPU_PROFILE_DIR set, `profiled`
 * records `fn` through the inspector and writes `<dir>/<label>.cpuprofile` (open it in Chrome DevTools).
 * `node --cpu-prof` profiles the whole process, where migrations, seeding and cart filling drown the step.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Session } from 'node:inspector/promises';

export async function profiled<T>(label: string, fn: () => Promise<T>): Promise<T> {
  const dir = process.env.CPU_PROFILE_DIR;
  if (!dir) return fn();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  try {
    return await fn();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(path.join(dir, `${label.replace(/[^a-z0-9]+/gi, '-')}.cpuprofile`), JSON.stringify(profile));
    session.disconnect();
  }
}
