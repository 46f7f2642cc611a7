#!/usr/bin/env bash
# Runs a command with the machine's clock moved (libfaketime) to a time of day in a time zone,
# today's date there, the clock running on from it: the proof that no test depends on the hour.
#   tools/at-clock.sh 23:30 UTC -- npm run e2e -w web-e2e
#   tools/at-clock.sh 00:30 America/Los_Angeles -- bash -c 'cd apps/api && npx jest --selectProjects e2e'
# Only what this command starts is moved: run it on SQLite (a database server keeps its own clock).
# Installs Debian's faketime when missing.
set -euo pipefail
[ $# -ge 4 ] && [ "$3" = "--" ] || { echo "usage: $0 HH:MM <time zone> -- command..." >&2; exit 2; }
at=$1 zone=$2; shift 3
if ! command -v faketime >/dev/null; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq faketime >/dev/null
fi
day=$(TZ="$zone" date +%F)
instant=$(TZ=UTC date -d "TZ=\"$zone\" $day $at" '+%F %T')
echo "clock: $day $at in $zone = $instant UTC" >&2
export TZ=UTC
exec faketime -f "@$instant" "$@"
