#!/usr/bin/env bash
# Scale-out benchmark (issue 23; docs/operations.md "Scale-out"): one arbiterd direct, the same
# behind HAProxy, and two behind HAProxy, in one run, with every process's CPU per call
# (tests/scaleout/bench.py). Builds Release binaries in BUILD_DIR first.
#
#   scripts/scaleout_bench.sh                  # ~1 min after the build
#   BUILD_DIR=build DURATION=5 scripts/scaleout_bench.sh
#
# Environment: BUILD_DIR (default build-bench), DURATION (seconds per phase, 5), ROUNDS (each
# phase this many times, alternating; medians reported, 3), OUTSTANDING (calls in flight, 32),
# OUT (JSON result, $BUILD_DIR/bench-out/scaleout.json).
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR="${BUILD_DIR:-build-bench}"
if [ ! -f "$BUILD_DIR/CMakeCache.txt" ]; then
  cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE=Release >/dev/null
fi
ninja -C "$BUILD_DIR" -j"${JOBS:-2}" arbiterd loadgen
OUT="${OUT:-$BUILD_DIR/bench-out/scaleout.json}"
mkdir -p "$(dirname "$OUT")"
uptime
exec /usr/bin/python3 tests/scaleout/bench.py --arbiterd "$BUILD_DIR/service/arbiterd" \
  --loadgen "$BUILD_DIR/tests/bench/loadgen" --haproxy "$(command -v haproxy || echo /usr/sbin/haproxy)" \
  --records tests/records --duration "${DURATION:-5}" --rounds "${ROUNDS:-3}" --outstanding "${OUTSTANDING:-32}" \
  --json "$OUT"
