#!/usr/bin/env bash
# `npm test`: every test, in timed stages, ending with each stage's time and the ten slowest test
# files (tools/test-times/report.mjs):
#   build             Nx builds every workspace (the flows use the web build)
#   unit tests        the libs', migrations', tools' and API's unit tests (Jest), the API tests' type check
#   API on SQLite     the API end-to-end suite, two Jest workers, one seeded template database
#                     copied per API (apps/api/test/db-template.ts)
#   web units         Vitest
#   browser flows     Playwright in Debian's Chromium (skipped, saying so, without /usr/bin/chromium)
#   API on MariaDB    the same end-to-end suite on TEST_MYSQL_URL, when it is set (CI sets it)
# TEST_STAGES_FILE and TEST_TIMES_FILE may name files an outer script (.ci/run) has begun, so its
# own stages (install) are reported with these.
set -euo pipefail
cd "$(dirname "$0")/.."
export NX_DAEMON=false NX_NO_CLOUD=true NX_TUI=false
times_dir=$(mktemp -d)
export TEST_STAGES_FILE=${TEST_STAGES_FILE:-$times_dir/stages.tsv}
export TEST_TIMES_FILE=${TEST_TIMES_FILE:-$times_dir/files.tsv}
touch "$TEST_STAGES_FILE" "$TEST_TIMES_FILE"
run_started=$SECONDS
failed=0

# stage <name> <command...>: runs it, records its time and outcome; a failed stage fails the run
# at the end, after the others have run (one red stage should not hide another's result).
stage() {
  local name=$1; shift
  local started=$SECONDS outcome=ok
  echo
  echo "=== $name ==="
  TEST_STAGE="$name" "$@" || { outcome=FAILED; failed=1; }
  printf '%s\t%s\t%s\n' "$name" "$((SECONDS - started))" "$outcome" >>"$TEST_STAGES_FILE"
  echo "=== $name: $outcome in $((SECONDS - started)) s ==="
}

jest_times=(--reporters=default --reporters="$PWD/tools/test-times/jest-reporter.cjs")
api_jest() { (cd apps/api && npx jest "$@" "${jest_times[@]}"); }

unit_tests() {
  npx nx run-many -t test --exclude=api,web --outputStyle=static --parallel=2 &&
    (cd apps/api && npx tsc --noEmit -p tsconfig.test.json) &&
    api_jest --selectProjects unit --maxWorkers=2
}

browser_flows() {
  if [ ! -x /usr/bin/chromium ]; then
    echo "SKIPPED browser flows: /usr/bin/chromium not found — install it with: apt-get install -y chromium"
    return 0
  fi
  # nx has just built the web app; the flows use that build. The second run goes on after a red
  # first, so that one failure does not hide the other's outcome.
  local status=0
  E2E_SKIP_BUILD=1 npm run e2e -w web-e2e || status=1
  # Resources added as folders (the proof that a folder is enough; its own web build, apart): a
  # plain one, walked by flow 02 (its screens and their layout); a partitioned one (routes with a parameter: support
  # cases per source), flow 21; charge plans and charge items (children, record rules,
  # transitions, hooks), flow 19.
  local fixtures="$PWD/apps/api/test/fixtures"
  E2E_EXTRA_RESOURCES="$fixtures/added-resource:$fixtures/partitioned-resource:$fixtures/charge-plans:$fixtures/charge-items" \
    npm run e2e -w web-e2e -- 02-resources 19-children 21-partitions || status=1
  return $status
}

stage "build" npx nx run-many -t build --outputStyle=static
stage "unit tests" unit_tests
# TEST_MYSQL_URL (set by CI for the whole run) would send this stage to MariaDB as well: unset here,
# so the SQLite pass is SQLite's.
sqlite_e2e() { (unset TEST_MYSQL_URL; api_jest --selectProjects e2e --maxWorkers=2); }
stage "API on SQLite" sqlite_e2e
stage "web units" npm test -w web
stage "browser flows" browser_flows
if [ -n "${TEST_MYSQL_URL:-}" ]; then
  stage "API on MariaDB" api_jest --selectProjects e2e --maxWorkers=2
else
  echo "API on MariaDB: not run (set TEST_MYSQL_URL=mysql://root@127.0.0.1:3306 to run it; CI does)"
fi

node tools/test-times/report.mjs "$TEST_STAGES_FILE" "$TEST_TIMES_FILE"
echo "  (npm test took $(( (SECONDS - run_started) / 60 ))m$(( (SECONDS - run_started) % 60 ))s)"
rm -rf "$times_dir"
exit $failed
