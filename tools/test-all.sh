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
  # Issue 10's proof: the flows over a resource added as a folder (its own web build, apart).
  E2E_EXTRA_RESOURCES="$PWD/apps/api/test/fixtures/added-resource" npm run e2e -w web-e2e -- 02-resources 13-shell-polish
  # Routes with a parameter: a partitioned resource (support cases per source) from its fixture folder.
  E2E_EXTRA_RESOURCES="$PWD/apps/api/test/fixtures/partitioned-resource" npm run e2e -w web-e2e -- 21-partitions
else
  echo "SKIPPED browser flows: /usr/bin/chromium not found — install it with: apt-get install -y chromium"
fi
