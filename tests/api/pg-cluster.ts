import { execFile } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';

/**
 * A PostgreSQL cluster of one test file's own (initdb + pg_ctl, like scripts/pg-temp.sh), on a free loopback
 * port, that the file may crash and restart without disturbing the shared cluster the other files use.
 */

const run = promisify(execFile);
const isRoot = process.getuid?.() === 0;

/** The newest installed PostgreSQL's bin directory, or null when there is none. */
export function pgBinDir(): string | null {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs.readdirSync(base).filter((v) => fs.existsSync(path.join(base, v, 'bin', 'pg_ctl')));
  versions.sort((a, b) => Number(a) - Number(b));
  return versions.length ? path.join(base, versions[versions.length - 1], 'bin') : null;
}

/** initdb refuses to run as root: run the PostgreSQL tools as user postgres then. */
const asPg = (bin: string, args: string[]) => (isRoot ? run('runuser', ['-u', 'postgres', '--', bin, ...args]) : run(bin, args));

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ThrowawayCluster {
  /** postgres://… of the `postgres` database. */
  url: string;
  /** Stops like a crash (`pg_ctl -m immediate`): backends die at once, open transactions are lost. */
  crash(): Promise<void>;
  /** Starts again (crash recovery) and resolves once it accepts connections. */
  start(): Promise<void>;
  /** Starts it if it is down (a failed test may have left it crashed). */
  ensureStarted(): Promise<void>;
  remove(): Promise<void>;
}

export async function startThrowawayCluster(): Promise<ThrowawayCluster> {
  const bin = pgBinDir();
  if (!bin) throw new Error('PostgreSQL binaries not found under /usr/lib/postgresql');
  const port = await freePort();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'groops-pg-crash-'));
  if (isRoot) await run('chown', ['postgres:postgres', dir]);
  await asPg(path.join(bin, 'initdb'), ['-D', dir, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c max_connections=100`;
  const start = async () => void (await asPg(path.join(bin, 'pg_ctl'), ['-D', dir, '-l', path.join(dir, 'log'), '-w', '-o', options, 'start']));
  const stop = (mode: 'immediate') => asPg(path.join(bin, 'pg_ctl'), ['-D', dir, '-m', mode, '-w', 'stop']);
  await start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    crash: async () => void (await stop('immediate')),
    start,
    async ensureStarted() {
      const up = await asPg(path.join(bin, 'pg_ctl'), ['-D', dir, 'status']).then(() => true, () => false);
      if (!up) await start();
    },
    async remove() {
      await stop('immediate').catch(() => {});
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
