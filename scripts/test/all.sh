#!/usr/bin/env bash
# `npm test`: everything, on a fresh machine too. Installs Debian's Chromium when it is missing
# (the browser tests need it; Playwright's own browser download is not possible here), then runs
# lint, types, unit/API/infra tests, the web build and the browser tests, and ends with one line
# `N passed, N failed`.
set -uo pipefail
cd "$(dirname "$0")/../.."

if [ ! -x /usr/bin/chromium ]; then
  echo "Chromium is missing: installing Debian's chromium package..."
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  else
    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  fi
fi
if [ ! -d node_modules ]; then
  npm ci --no-audit --no-fund
fi

exec node_modules/.bin/tsx scripts/test/run-all.ts "$@"
