/**
 * `BENCH_PORT=3400 npx tsx scripts/bench/main-thread.ts [runs] [/path ...]` against a running `next start`: per page,
 * a cold guest load on a phone (user agent and viewport), unthrottled, and from a Chromium trace of the renderer's
 * main thread until load + 2 s: the largest task that evaluates script, total busy time (sum of top-level tasks),
 * and the script bytes the browser downloaded (encoded, i.e. gzip as served). Prints one JSON line per run and
 * medians. Written to compare bundlers (Turbopack vs webpack): Lighthouse's ×8 simulation scales exactly these.
 */
import { chromium, devices } from '@playwright/test';
import { loadAverage } from './load-average';

const BASE = `http://127.0.0.1:${Number(process.env.BENCH_PORT || 3400)}`;
const runs = Number(process.argv[2] || 5);
const paths = process.argv.slice(3).length ? process.argv.slice(3) : ['/', '/restaurant/1'];

interface TraceEvent { name: string; ph: string; ts: number; dur?: number; tdur?: number; pid: number; tid: number; args?: { name?: string; data?: Record<string, unknown> } }
interface Figures { path: string; largestScriptTaskMs: number; largestScriptTaskCpuMs: number; busyMs: number; busyCpuMs: number; scriptKb: number; scripts: number; load: number }

const TOP_TASKS = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);
const SCRIPT_EVENTS = new Set(['EvaluateScript', 'v8.evaluateModule', 'FunctionCall', 'v8.run']);

/** Main-thread tasks from the document request until load + 2 s: wall time (dur) and the thread's CPU time (tdur). */
function mainThreadFigures(events: TraceEvent[], startTs: number, loadTs: number) {
  const main = events.find((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain' && events.some((x) => x.pid === e.pid && x.name === 'EvaluateScript'));
  if (!main) throw new Error('no renderer main thread in trace');
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X' && e.dur);
  const tasks = onMain.filter((e) => TOP_TASKS.has(e.name) && e.ts >= startTs && e.ts <= loadTs + 2_000_000);
  const scripts = onMain.filter((e) => SCRIPT_EVENTS.has(e.name));
  const f = { largest: 0, largestCpu: 0, busy: 0, busyCpu: 0 };
  for (const t of tasks) {
    f.busy += t.dur!;
    f.busyCpu += t.tdur ?? 0;
    const end = t.ts + t.dur!;
    if (t.dur! > f.largest && scripts.some((s) => s.ts >= t.ts && s.ts < end)) f.largest = t.dur!;
    if ((t.tdur ?? 0) > f.largestCpu && scripts.some((s) => s.ts >= t.ts && s.ts < end)) f.largestCpu = t.tdur!;
  }
  return f;
}

/** Script bytes as transferred (encoded) and their count, requested before load (not link prefetches after it). */
function scriptTransfer(events: TraceEvent[], loadTs: number): { bytes: number; count: number } {
  const scriptIds = new Set(events.filter((e) => e.name === 'ResourceSendRequest' && e.ts <= loadTs && /\.js(\?|$)/.test(String(e.args?.data?.url))).map((e) => e.args!.data!.requestId));
  const finished = events.filter((e) => e.name === 'ResourceFinish' && scriptIds.has(e.args?.data?.requestId));
  return { bytes: finished.reduce((sum, e) => sum + Number(e.args!.data!.encodedDataLength ?? 0), 0), count: finished.length };
}

async function measure(path: string): Promise<Figures> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'] });
  try {
    const context = await browser.newContext({ ...devices['Pixel 5'] });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const events: TraceEvent[] = [];
    cdp.on('Tracing.dataCollected', (e) => events.push(...(e.value as unknown as TraceEvent[])));
    const done = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()));
    await cdp.send('Tracing.start', { traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute', 'toplevel', '__metadata'] } });
    const load = loadAverage();
    await page.goto(`${BASE}${path}`, { waitUntil: 'load' });
    await page.waitForTimeout(2000);
    await cdp.send('Tracing.end');
    await done;
    const startTs = events.find((e) => e.name === 'ResourceSendRequest' && String(e.args?.data?.url).startsWith(BASE))?.ts ?? 0;
    const loadTs = events.find((e) => e.name === 'MarkLoad')?.ts ?? Math.max(...events.map((e) => e.ts)) - 2_000_000;
    const m = mainThreadFigures(events, startTs, loadTs);
    const { bytes, count } = scriptTransfer(events, loadTs);
    const ms = (us: number) => Math.round(us / 100) / 10;
    return { path, largestScriptTaskMs: ms(m.largest), largestScriptTaskCpuMs: ms(m.largestCpu), busyMs: ms(m.busy), busyCpuMs: ms(m.busyCpu), scriptKb: Math.round(bytes / 102.4) / 10, scripts: count, load };
  } finally {
    await browser.close();
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const all: Figures[] = [];
  for (let i = 0; i < runs; i++) {
    for (const path of paths) {
      const f = await measure(path);
      console.log(JSON.stringify(f));
      all.push(f);
    }
  }
  for (const path of paths) {
    const rows = all.filter((f) => f.path === path);
    const m = (k: keyof Figures) => median(rows.map((r) => r[k] as number));
    console.log(`MEDIAN ${path}: largest script task ${m('largestScriptTaskMs')} ms wall / ${m('largestScriptTaskCpuMs')} ms CPU, busy ${m('busyMs')} ms wall / ${m('busyCpuMs')} ms CPU, script ${median(rows.map((r) => r.scriptKb))} KB (${median(rows.map((r) => r.scripts))} files), load ${rows.map((r) => r.load).join(' ')}`);
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
