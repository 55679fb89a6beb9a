#!/usr/bin/env bash
# One command from a fresh clone to a running storefront with the built-in API, embedded database and demo data.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/setup.sh
npx tsx scripts/seed.ts
if [ ! -f .next/BUILD_ID ] || [ -n "$(find src public next.config.js package.json -newer .next/BUILD_ID -print -quit 2>/dev/null)" ]; then
  npm run build
fi
exec node scripts/start.mjs
