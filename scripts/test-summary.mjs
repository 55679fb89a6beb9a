// Sums the JSON reports of every test stage into one closing line: "N passed, N failed", and names each
// failed test with the first line of its error: CI shows only the tail of the output, so the names must be here.
import fs from 'node:fs';
import path from 'node:path';

const dir = process.argv[2];
let passed = 0;
let failed = 0;
let skipped = 0;
const failures = [];
const firstLine = (text = '') => text.replace(/\u001b\[[0-9;]*m/g, '').split('\n').find((l) => l.trim())?.trim().slice(0, 300) ?? '';

function vitestFailures(report, file) {
  for (const suite of report.testResults ?? []) {
    for (const t of suite.assertionResults ?? []) {
      if (t.status === 'failed') failures.push(`${file}: ${t.fullName} — ${firstLine(t.failureMessages?.[0])}`);
    }
    if (suite.status === 'failed' && !(suite.assertionResults ?? []).some((t) => t.status === 'failed')) {
      failures.push(`${file}: ${suite.name} — ${firstLine(suite.message)}`);
    }
  }
}

function playwrightFailures(suites, file, trail = []) {
  for (const suite of suites ?? []) {
    const names = suite.title ? [...trail, suite.title] : trail;
    for (const spec of suite.specs ?? []) {
      if (spec.ok) continue;
      const error = spec.tests?.flatMap((t) => t.results ?? []).find((r) => r.error)?.error;
      failures.push(`${file}: ${[...names, spec.title].join(' › ')} (line ${spec.line}) — ${firstLine(error?.message)}`);
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
