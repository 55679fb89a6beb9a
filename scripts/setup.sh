#!/usr/bin/env bash
# Installs what the project needs on a fresh Debian machine: npm packages, and (for tests) Chromium,
# Arabic fonts and PostgreSQL from apt when they are missing. Safe to run again.
set -euo pipefail
cd "$(dirname "$0")/.."
want_system="${1:-}"

apt_install() {
  if [ "$(id -u)" != 0 ]; then echo "setup: need root to apt-get install $*" >&2; return 1; fi
  if [ ! -f .cache/apt-updated ]; then mkdir -p .cache && apt-get update -qq && touch .cache/apt-updated; fi
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq "$@" >/dev/null
}

if [ ! -d node_modules/.bin ] || [ package.json -nt node_modules/.package-lock.json ]; then
  npm install --no-audit --no-fund --loglevel=error
fi

# Generated demo images draw their text in DejaVu Sans.
fc-list 2>/dev/null | grep -qi "DejaVu Sans" || apt_install fonts-dejavu-core || true

if [ "$want_system" = "--test" ]; then
  command -v chromium >/dev/null 2>&1 || apt_install chromium
  # Playwright runs in the headless shell (lighter per page); Lighthouse and the bench keep the full browser.
  command -v chromium-headless-shell >/dev/null 2>&1 || apt_install chromium-headless-shell || true
  fc-list 2>/dev/null | grep -qi "Noto Sans Arabic\|NotoSansArabic" || apt_install fonts-noto-core
  ls /usr/lib/postgresql/*/bin/postgres >/dev/null 2>&1 || apt_install postgresql
fi
