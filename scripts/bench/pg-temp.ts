import { execFileSync } from 'node:child_process';
import path from 'node:path';

/**
 * scripts/pg-temp.sh on `port`: `start` prints the throwaway cluster's URL, `stop` removes it. Each bench uses a
 * port of its own: the script wipes whatever runs on the port it is given.
 */
export function pgTemp(action: 'start' | 'stop', port: string): string {
  return execFileSync('bash', [path.join(process.cwd(), 'scripts', 'pg-temp.sh'), action], { env: { ...process.env, PG_TEST_PORT: port }, encoding: 'utf8' }).trim();
}
