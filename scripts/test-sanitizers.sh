#!/usr/bin/env bash
# The whole test suite under AddressSanitizer (with LeakSanitizer) and UndefinedBehaviorSanitizer:
# configures $ASAN_BUILD_DIR (default build-asan) with -DARBITER_SANITIZE=ON (CMakeLists.txt),
# builds everything and runs every CTest entry there, so the unit tests, the conformance suite and the
# integration tests (Python against the sanitized arbiterd, the sanitized CLI) all run
# instrumented. .ci/run calls it after scripts/test.sh. Extra arguments go to ctest
# (e.g. `scripts/test-sanitizers.sh -L integration`). Exits non-zero when a test fails or a
# sanitizer reports anything: every report is fatal (UBSan -fno-sanitize-recover=all,
# halt_on_error), and a leak at exit fails the process.
#
# Environment:
#   ASAN_BUILD_DIR                   build directory (default build-asan)
#   JOBS                             ninja and ctest parallelism (default 2)
#   ARBITER_CCACHE                   0: build without ccache (scripts/compiler_cache.sh)
#   ARBITER_CONFORMANCE_PLAYOUT_CAP  at most this many playouts per game (default 200, a tenth of
#                                    the normal run's 2,000: instrumented code is ~3-5x slower and
#                                    the normal run already covers the playout count); a profile
#                                    that runs fewer (Jump Drive 160, Voyages 144) keeps its count
#   ARBITER_CONFORMANCE_PLAYOUTS     playouts per game, for every game (unset by default)
#   ASAN_OPTIONS, UBSAN_OPTIONS, LSAN_OPTIONS   override the defaults below
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR="${ASAN_BUILD_DIR:-build-asan}"
JOBS="${JOBS:-2}"
scripts/setup.sh
source scripts/compiler_cache.sh
if [ ! -f "$BUILD_DIR/build.ninja" ]; then
  cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE="${CMAKE_BUILD_TYPE:-RelWithDebInfo}" \
    -DARBITER_SANITIZE=ON "${CMAKE_LAUNCHER_ARGS[@]}"
elif ! grep -q '^ARBITER_SANITIZE:BOOL=ON$' "$BUILD_DIR/CMakeCache.txt"; then
  echo "test-sanitizers: $BUILD_DIR is not configured with ARBITER_SANITIZE=ON" >&2
  exit 2
fi
ninja -C "$BUILD_DIR" -j"$JOBS"

export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:halt_on_error=1:abort_on_error=0:strict_init_order=1:check_initialization_order=1:detect_stack_use_after_return=1}"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
export LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$PWD/scripts/lsan.supp:print_suppressions=0}"
export ARBITER_CONFORMANCE_PLAYOUT_CAP="${ARBITER_CONFORMANCE_PLAYOUT_CAP:-200}"
ctest --test-dir "$BUILD_DIR" --output-on-failure -j"$JOBS" "$@"
