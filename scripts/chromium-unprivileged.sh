#!/bin/sh
# Chromium without the right to raise a thread's priority (CAP_SYS_NICE), as an ordinary user runs
# it: `npm run bench` launches it through this script when it runs as root (see scripts/bench.ts).
exec setpriv --inh-caps=-sys_nice --bounding-set=-sys_nice -- "${BENCH_CHROMIUM:-/usr/bin/chromium}" "$@"
