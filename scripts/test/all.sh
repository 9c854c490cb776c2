#!/usr/bin/env bash
# `npm test`: everything, on a fresh machine too. Installs Debian's Chromium and its headless shell
# when missing (the browser tests need them; Playwright's own browser download is not possible here), then runs
# lint, types, unit/API/infra tests, the web build and the browser tests, and ends with one line
# `N passed, N failed`.
set -uo pipefail
cd "$(dirname "$0")/../.."

if [ ! -x /usr/bin/chromium ] || [ ! -x /usr/bin/chromium-headless-shell ]; then
  echo "Chromium is missing: installing Debian's chromium and chromium-headless-shell packages..."
  packages="chromium chromium-headless-shell"
  if [ "$(id -u)" = 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $packages >/dev/null
  else
    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq $packages >/dev/null
  fi
fi
if [ ! -d node_modules ]; then
  npm ci --no-audit --no-fund
fi

exec node_modules/.bin/tsx scripts/test/run-all.ts "$@"
