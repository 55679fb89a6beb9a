/**
 * The first-load budget as a test (issue 20 item 3): run after `npm run build` (scripts/test-all.sh does), exits 1
 * naming every page over its budget. Cheap: reads the build's manifest and gzips the chunks it lists.
 */
import { budgetFailures, budgetKb, firstLoadJs } from './bench/first-load';

const bundles = firstLoadJs();
if (bundles.length === 0) {
  console.error('FAIL first-load JS: no pages in the build manifest (run `npm run build` first)');
  process.exit(1);
}
const failures = budgetFailures(bundles);
for (const b of bundles) console.log(`${b.gzipKb > budgetKb(b.route) ? 'FAIL' : 'ok  '} ${b.route} ${b.gzipKb} KB gzip (budget ${budgetKb(b.route)})`);
if (failures.length) {
  console.error(failures.join('\n'));
  process.exit(1);
}
console.log(`first-load JS: all ${bundles.length} pages within budget`);
