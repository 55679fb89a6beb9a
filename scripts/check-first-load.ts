/**
 * The first-load budget in the test pass (issue 20 item 3): run after `npm run build` (scripts/test-all.sh does).
 * Exits 1 naming every page over its budget, except pages listed in scripts/first-load-ceilings.json, which may
 * not grow past their ceiling (a ratchet: lower or remove an entry when a page is slimmed; never raise one).
 * Cheap: reads the build's manifest and gzips the chunks it lists.
 */
import fs from 'node:fs';
import path from 'node:path';
import { budgetKb, ceilingFailures, firstLoadJs, type Ceilings } from './bench/first-load';

const ceilings = JSON.parse(fs.readFileSync(path.join(__dirname, 'first-load-ceilings.json'), 'utf8')) as Ceilings & { $comment?: string };
delete ceilings.$comment;
const bundles = firstLoadJs();
if (bundles.length === 0) {
  console.error('FAIL first-load JS: no pages in the build manifest (run `npm run build` first)');
  process.exit(1);
}
for (const b of bundles) {
  const within = b.gzipKb <= budgetKb(b.route);
  const note = within ? '' : b.route in ceilings ? ` — over budget, ceiling ${ceilings[b.route]}` : ' — over budget';
  console.log(`${within ? 'ok  ' : 'over'} ${b.route} ${b.gzipKb} KB gzip (budget ${budgetKb(b.route)})${note}`);
  if (within && b.route in ceilings) console.log(`     ${b.route} is within budget now: remove it from scripts/first-load-ceilings.json`);
}
const failures = ceilingFailures(bundles, ceilings);
if (failures.length) {
  console.error(failures.join('\n'));
  process.exit(1);
}
console.log(`first-load JS: no page over budget beyond the ceilings listed (${Object.keys(ceilings).length} pages still to slim)`);
