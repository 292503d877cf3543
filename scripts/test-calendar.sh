#!/usr/bin/env bash
# The unit and API suites with the clock a year ahead (Debian's libfaketime, on the embedded database, whose clock
# moves with the process's): a test that reads the real calendar, or a service that takes its time from anything but
# the app's one clock, fails the day it is written instead of weeks later (issue 33). Arguments go to vitest.
# CI runs this, and the PostgreSQL run of the unit suite in another time zone (.ci/run).
set -euo pipefail
if ! command -v faketime >/dev/null; then
  echo "test:calendar needs libfaketime: apt-get install faketime" >&2
  exit 1
fi
# Timers keep the real monotonic clock (fake monotonic time slows nothing down but confuses timeouts' bookkeeping).
export FAKETIME_DONT_FAKE_MONOTONIC=1
unset DATABASE_URL
echo "clock: $(faketime -f '+365d' date -u +%FT%TZ) (a year ahead of $(date -u +%F))"
exec faketime -f '+365d' npx vitest run "$@"
