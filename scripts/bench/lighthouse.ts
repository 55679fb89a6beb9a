/**
 * Lighthouse (mobile preset, performance only) against a running server: the median of a few runs, because a
 * 2-core machine is noisy. Debian's Chromium, headless; loopback only. Each run is a plain Node child process
 * (lighthouse-run.mjs): Lighthouse ships functions to the browser as text, which tsx's helpers would break.
 */
import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { loadAverage } from './load-average';

export interface LighthouseFigures {
  url: string;
  /** 'guest', or 'signed-in' (the demo customer's session cookie in the browser's jar). */
  visitor: string;
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  fcpMs: number;
  /** Script bytes the page actually fetched while loading (as sent: gzip), dynamic chunks included. */
  scriptKb: number;
  /** Lighthouse's measure of the host CPU (higher is faster); simulated throttling slows this host `cpuSlowdown`×. */
  benchmarkIndex: number;
  /** The simulated CPU slowdown the run used (as Lighthouse reports it): 4 is the mobile default, 8 a host half as fast. */
  cpuSlowdown: number;
  /** The machine's 1-minute load average when the picked run started. */
  loadAverage: number;
  /** The scores of the runs that produced one (failed runs are retried and never counted as 0). */
  scores: number[];
  /** Lighthouse runs that failed (no score, crash, timeout) and were retried or left out. */
  failedRuns: number;
  /** Names the row instead of the URL's path (the framework floor, an app of its own). */
  label?: string;
}

type Run = Omit<LighthouseFigures, 'url' | 'visitor' | 'scores' | 'failedRuns'>;

const RUNNER = path.join(process.cwd(), 'scripts', 'bench', 'lighthouse-run.mjs');

async function once(url: string, cpuSlowdown: number, cookie?: string): Promise<Run> {
  const load = loadAverage();
  const env = { ...process.env, LH_COOKIE: cookie ?? '', LH_CPU_SLOWDOWN: String(cpuSlowdown) };
  const { stdout } = await promisify(execFile)(process.execPath, [RUNNER, url], { env, maxBuffer: 1 << 20, timeout: 180_000 });
  return { ...(JSON.parse(stdout) as Omit<Run, 'loadAverage'>), loadAverage: load };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Extra attempts for one run slot when Lighthouse fails (no score, a timeout, the session lost). */
const RETRIES = 2;

/** The failure's own line (the runner's thrown message), not execFile's whole command line. */
function failureReason(error: unknown): string {
  const stderr = (error as { stderr?: string }).stderr ?? '';
  const line = stderr.split('\n').find((l) => l.startsWith('Error:')) ?? (error instanceof Error ? error.message : String(error));
  return line.replace(/^Error:\s*/, '').slice(0, 200);
}

/**
 * One run slot: a run that fails (Lighthouse's score null, a crash, a timeout) is retried up to RETRIES times
 * and never counted as a score of 0 (a 0 in a median of 5 moved the median). `null` when every attempt failed.
 */
async function scoredRun(url: string, cpuSlowdown: number, label: string, cookie?: string): Promise<{ run: Run | null; failures: number }> {
  let failures = 0;
  for (let attempt = 0; attempt <= RETRIES; attempt++) {
    try {
      return { run: await once(url, cpuSlowdown, cookie), failures };
    } catch (error) {
      failures++;
      const next = attempt < RETRIES ? 'retrying' : 'left out of the median';
      console.log(`lighthouse ${label}: FAILED run (${failureReason(error)}), ${next}`);
    }
  }
  return { run: null, failures };
}

/**
 * Runs Lighthouse `runs` times and reports the run with the median score (its metrics belong together). One run
 * before them is thrown away: the image optimizer resizes each image on its first request (sharp, on the same two
 * cores as the browser), which a deployed server or its CDN has long cached. Each run is printed as it ends;
 * failed runs are retried, and counted in `failedRuns`, never as a score.
 */
export async function measureLighthouse(url: string, runs = 5, session?: { cookie: string }, cpuSlowdown = 4): Promise<LighthouseFigures> {
  const visitor = session ? 'signed-in' : 'guest';
  await scoredRun(url, cpuSlowdown, `${url} (${visitor}) warm-up`, session?.cookie);
  const results: Run[] = [];
  let failedRuns = 0;
  for (let i = 0; i < runs; i++) {
    const label = `${url} (${visitor}, CPU ×${cpuSlowdown}) run ${i + 1}/${runs}`;
    const { run, failures } = await scoredRun(url, cpuSlowdown, label, session?.cookie);
    failedRuns += failures;
    if (!run) continue;
    console.log(`lighthouse ${label}: score ${run.score}, LCP ${Math.round(run.lcpMs)} ms, TBT ${Math.round(run.tbtMs)} ms, benchmarkIndex ${Math.round(run.benchmarkIndex)}, load average ${run.loadAverage}`);
    results.push(run);
  }
  if (!results.length) throw new Error(`lighthouse ${url} (${visitor}, CPU ×${cpuSlowdown}): every run failed`);
  const mid = median(results.map((r) => r.score));
  const pick = results.find((r) => r.score === mid) ?? results[0];
  return { url, visitor, ...pick, scores: results.map((r) => r.score), failedRuns };
}
