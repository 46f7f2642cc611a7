#!/usr/bin/env bash
# `npm test`: every test. Builds everything (Nx), then unit tests of the libs, the API's unit and
# end-to-end tests on SQLite, the web's unit tests, and the browser flows in Debian's Chromium.
# The API end-to-end suite runs on MariaDB/MySQL too when TEST_MYSQL_URL is set (CI does).
set -euo pipefail
cd "$(dirname "$0")/.."
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false

npx nx run-many -t build --outputStyle=static
npx nx run-many -t test --outputStyle=static --parallel=1

if [ -x /usr/bin/chromium ]; then
  # nx has just built the web app; the flows use that build.
  E2E_SKIP_BUILD=1 npm run e2e -w web-e2e
else
  echo "SKIPPED browser flows: /usr/bin/chromium not found — install it with: apt-get install -y chromium"
fi
