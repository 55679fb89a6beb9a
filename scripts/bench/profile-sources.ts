/**
 * `npx tsx scripts/bench/profile-sources.ts <file.cpuprofile> [incl|self] [rows] [filter]`: a server CPU profile
 * (`node --cpu-prof scripts/start.mjs` under load, or cpu-profile.ts) summed by ORIGINAL source function, through
 * the build's server source maps. The production chunks are minified, so a plain profile names `a3`, `e0` and
 * `(anon)`; mapped, it names `getInlineScriptSource src/pages/_document.tsx`, `loadShell src/ui/ssr/shell.ts` and
 * so on. `incl` (default) counts a function with everything it called, once per stack; `self` its own time only.
 * Frames outside `.next/server` keep their script URL.
 */
import fs from 'node:fs';
import { SourceMapConsumer, type RawSourceMap } from 'source-map';

interface CallFrame { functionName: string; url: string; lineNumber: number; columnNumber: number }
interface ProfileNode { id: number; callFrame: CallFrame; children?: number[] }
interface Profile { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] }

const [file, mode = 'incl', rows = '50', filter = ''] = process.argv.slice(2);
if (!file) throw new Error('usage: profile-sources.ts <file.cpuprofile> [incl|self] [rows] [filter]');
const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;

const maps = new Map<string, SourceMapConsumer | null>();
function mapOf(script: string): SourceMapConsumer | null {
  if (!maps.has(script)) {
    try {
      maps.set(script, new SourceMapConsumer(JSON.parse(fs.readFileSync(`${script}.map`, 'utf8')) as RawSourceMap));
    } catch {
      maps.set(script, null);
    }
  }
  return maps.get(script)!;
}

/** "name source:line" of a frame, from the source map when the frame is in the server build. */
function frameName({ functionName, url, lineNumber, columnNumber }: CallFrame): string {
  const script = url.replace('file://', '');
  const map = script.includes('/.next/server/') ? mapOf(script) : null;
  const original = map?.originalPositionFor({ line: lineNumber + 1, column: columnNumber });
  if (original?.source) return `${original.name || functionName || '(anonymous)'} ${original.source.replace(/.*\/(src|node_modules)\//, '$1/')}:${original.line}`;
  return `${functionName || '(anonymous)'} ${url.replace(/.*node_modules\//, 'node_modules/')}:${lineNumber + 1}`;
}

const parentOf = new Map<number, number>();
for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
const nameOf = new Map(profile.nodes.map((node) => [node.id, frameName(node.callFrame)]));
const sampled = new Map<number, number>();
profile.samples.forEach((id, i) => sampled.set(id, (sampled.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0)));

const totals = new Map<string, number>();
for (const [id, micros] of sampled) {
  const counted = new Set<string>();
  for (let node: number | undefined = id; node !== undefined; node = mode === 'self' ? undefined : parentOf.get(node)) {
    const name = nameOf.get(node)!;
    if (!counted.has(name)) totals.set(name, (totals.get(name) ?? 0) + micros);
    counted.add(name);
  }
}
const all = [...sampled.values()].reduce((sum, micros) => sum + micros, 0);
console.log(`${(all / 1000).toFixed(0)} ms sampled (${mode})`);
for (const [name, micros] of [...totals].filter(([name]) => name.includes(filter)).sort((a, b) => b[1] - a[1]).slice(0, Number(rows))) {
  console.log(`${(micros / 1000).toFixed(0).padStart(7)} ms ${((100 * micros) / all).toFixed(1).padStart(5)}%  ${name}`);
}
