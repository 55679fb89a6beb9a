#!/usr/bin/env bash
# The whole test pass: typecheck, lint, unit tests, API integration tests on PGlite and on a throwaway
# PostgreSQL, then Playwright end-to-end flows in Debian's Chromium against `next start`.
# Installs what it needs first (npm packages; Chromium, fonts and PostgreSQL from apt when missing).
set -uo pipefail
cd "$(dirname "$0")/.."
export XDG_CACHE_HOME="$PWD/.cache/xdg" XDG_CONFIG_HOME="$PWD/.cache/xdg-config" PLAYWRIGHT_BROWSERS_PATH="$PWD/.cache/ms-playwright"
export NEXT_TELEMETRY_DISABLED=1
mkdir -p .cache/results
rm -f .cache/results/*.json
started=$(date +%s)
failed=0
step() { echo; echo "=== $1 ($(( $(date +%s) - started ))s)"; }

step "setup"
bash scripts/setup.sh --test || { echo "setup failed"; exit 1; }

step "typecheck and lint (at once: each uses one core)"
npx tsc --noEmit >.cache/typecheck.log 2>&1 & tsc_pid=$!
npx eslint . --max-warnings=0 >.cache/lint.log 2>&1 & lint_pid=$!
wait $tsc_pid || { failed=1; echo "typecheck failed"; }
wait $lint_pid || { failed=1; echo "lint failed"; }
cat .cache/typecheck.log .cache/lint.log

step "unit tests"
npx vitest run --project unit --reporter=default --reporter=json --outputFile.json=.cache/results/unit.json || failed=1

step "API tests on PGlite"
env -u DATABASE_URL npx vitest run --project api --reporter=default --reporter=json --outputFile.json=.cache/results/api-pglite.json || failed=1

step "API tests on PostgreSQL"
if pg_url=$(bash scripts/pg-temp.sh start); then
  DATABASE_URL="$pg_url" npx vitest run --project api --reporter=default --reporter=json --outputFile.json=.cache/results/api-postgres.json || failed=1
  bash scripts/pg-temp.sh stop
else
  echo "could not start PostgreSQL"; failed=1
fi

step "build"
if npm run build; then
  step "first-load JS budget (160 KB gzip on / and the shop page, 200 KB elsewhere)"
  npx tsx scripts/check-first-load.ts || failed=1
  step "end-to-end (Playwright, Chromium; two halves at once, each with its own server and database)"
  e2e_half() { # $1 = half, $2 = port
    E2E_HALF=$1 E2E_PORT=$2 E2E_DATA_DIR=.cache/e2e-data-$1 PLAYWRIGHT_JSON_OUTPUT_NAME=.cache/results/e2e-$1.json \
      npx playwright test --reporter=list,json --output=.cache/e2e-results-$1 >.cache/e2e-$1.log 2>&1
  }
  e2e_half sweeps 3101 & sweeps_pid=$!
  e2e_half flows 3102 & flows_pid=$!
  wait $sweeps_pid || failed=1
  wait $flows_pid || failed=1
  for half in sweeps flows; do echo "--- e2e $half"; cat .cache/e2e-$half.log; done
  step "end-to-end on PostgreSQL (@postgres flows, two server processes)"
  if pg_url=$(bash scripts/pg-temp.sh start); then
    # Two server processes, as a PostgreSQL deployment runs (WEB_CONCURRENCY, ADR 0038): flows cross processes.
    WEB_CONCURRENCY=2 E2E_DATABASE_URL="$pg_url" PLAYWRIGHT_JSON_OUTPUT_NAME=.cache/results/e2e-postgres.json npx playwright test --grep @postgres --reporter=list,json || failed=1
    bash scripts/pg-temp.sh stop
  else
    failed=1
  fi
else
  failed=1
fi

step "summary"
node scripts/test-summary.mjs .cache/results || failed=1
echo "total time: $(( $(date +%s) - started ))s"
exit $failed
