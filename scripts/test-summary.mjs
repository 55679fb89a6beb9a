// Sums the JSON reports of every test stage into one closing line: "N passed, N failed", and names each
// failed test with the start of its error (the message, then the expected/received lines that say what differed):
// CI shows only the tail of the output, so the names and the difference must be here.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
const DETAIL_LINES = 12;
const errorHead = (text = '') => {
  const lines = text.replace(/\u001b\[[0-9;]*m/g, '').split('\n').map((l) => l.trimEnd()).filter((l) => l.trim());
  const [head = '', ...rest] = lines;
  const detail = rest.filter((l) => !/^\s+at /.test(l)).slice(0, DETAIL_LINES).map((l) => `      ${l.slice(0, 300)}`);
  return [head.trim().slice(0, 300), ...detail].join('\n');
};

function vitestFailures(report, file) {
  for (const suite of report.testResults ?? []) {
    for (const t of suite.assertionResults ?? []) {
      if (t.status === 'failed') failures.push(`${file}: ${t.fullName} — ${errorHead(t.failureMessages?.[0])}`);
    }
    if (suite.status === 'failed' && !(suite.assertionResults ?? []).some((t) => t.status === 'failed')) {
      failures.push(`${file}: ${suite.name} — ${errorHead(suite.message)}`);
    }
  }
}

function playwrightFailures(suites, file, trail = []) {
  for (const suite of suites ?? []) {
    const names = suite.title ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? []) {
      if (spec.ok) continue;
      const error = spec.tests?.flatMap((t) => t.results ?? []).find((r) => r.error)?.error;
      failures.push(`${file}: ${[...names, spec.title].join(' › ')} (line ${spec.line}) — ${errorHead(error?.message)}`);
    }
    playwrightFailures(suite.suites, file, names);
  }
}

for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
  const report = JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8'));
  if ('numPassedTests' in report) {
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + (report.numTodoTests ?? 0);
    console.log(`${file}: ${report.numPassedTests} passed, ${report.numFailedTests} failed`);
    vitestFailures(report, file);
  } else if (report.stats) {
    passed += report.stats.expected;
    failed += report.stats.unexpected + (report.stats.flaky ?? 0);
    skipped += report.stats.skipped;
    console.log(`${file}: ${report.stats.expected} passed, ${report.stats.unexpected} failed`);
    playwrightFailures(report.suites, file);
  }
}
if (failures.length) console.log(`\nfailed:\n${failures.map((f) => `  ✘ ${f}`).join('\n')}\n`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
