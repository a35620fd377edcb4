#!/usr/bin/env bash
# Fuzzing Arbiter with libFuzzer (tests/fuzz/README.md). Needs clang-14 and libfuzzer-14-dev
# (scripts/setup.sh installs both).
#
#   scripts/fuzz.sh build                  configure and build the targets in $BUILD_DIR
#                                          (clang, -DARBITER_FUZZ=ON: libFuzzer + ASan + UBSan)
#   scripts/fuzz.sh run TARGET [SECONDS]   fuzz one target, one process, SECONDS of wall time
#                                          (default 600)
#   scripts/fuzz.sh all [SECONDS]          every target, one after the other
#   scripts/fuzz.sh merge TARGET           minimize: the tree's corpus plus what runs found,
#                                          merged (-merge=1 -use_counters=0: edges, not hit
#                                          counts) into tests/fuzz/corpus/TARGET
#   scripts/fuzz.sh seeds                  rebuild every tree corpus from fresh playouts and
#                                          the record fixtures (make_seeds), minimized
#   scripts/fuzz.sh targets                list the targets
#
# A run reads the tree's corpus and past findings (tests/fuzz/corpus/TARGET,
# tests/fuzz/regressions/TARGET) but writes new inputs only to $BUILD_DIR/fuzz/corpus/TARGET,
# crashes/timeouts/OOMs to $BUILD_DIR/fuzz/findings/TARGET/, and its log to
# $BUILD_DIR/fuzz/logs/TARGET.log (the last lines give executions, exec/s, coverage, corpus).
# A finding: reproduce with `$BUILD_DIR/tests/fuzz/TARGET FILE`, fix it, add a unit test in the
# component, and copy FILE into tests/fuzz/regressions/TARGET/ so CTest replays it.
#
# Environment: BUILD_DIR (default build-fuzz), TIMEOUT (seconds one input may take, default 25),
# RSS_LIMIT_MB (default 2048), FUZZ_ARGS (more libFuzzer flags).
# Long unattended runs: nohup scripts/fuzz.sh all 3600 > fuzz.log 2>&1 &
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR=${BUILD_DIR:-build-fuzz}
TIMEOUT=${TIMEOUT:-25}
RSS_LIMIT_MB=${RSS_LIMIT_MB:-2048}
FUZZ_ARGS=${FUZZ_ARGS:-}
TARGETS=(request_fuzzer record_fuzzer quibbles_fuzzer kingdom_builder_fuzzer
         ticket_to_ride_europe_fuzzer)

max_len() {
  case "$1" in
    request_fuzzer|record_fuzzer) echo 32768 ;;
    *) echo 8192 ;;
  esac
}

build() {
  cmake -S . -B "$BUILD_DIR" -G Ninja -DARBITER_FUZZ=ON \
    -DCMAKE_CXX_COMPILER=clang++-14 -DCMAKE_C_COMPILER=clang-14 \
    $(command -v ccache >/dev/null && echo -DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  ninja -C "$BUILD_DIR" "${TARGETS[@]}" fuzz_make_seeds
}

dict_args() {
  if [ -f "tests/fuzz/dict/$1.dict" ]; then echo "-dict=tests/fuzz/dict/$1.dict"; fi
}

run() {
  local target=$1 seconds=${2:-600}
  local work="$BUILD_DIR/fuzz"
  mkdir -p "$work/corpus/$target" "$work/findings/$target" "$work/logs"
  local seeds=("tests/fuzz/corpus/$target")
  if [ -d "tests/fuzz/regressions/$target" ]; then seeds+=("tests/fuzz/regressions/$target"); fi
  echo "fuzzing $target for ${seconds}s: log $work/logs/$target.log"
  # The first corpus folder receives new inputs; the tree's folders are only read.
  set +e
  # shellcheck disable=SC2046,SC2086
  "$BUILD_DIR/tests/fuzz/$target" "$work/corpus/$target" "${seeds[@]}" \
    -max_total_time="$seconds" -timeout="$TIMEOUT" -rss_limit_mb="$RSS_LIMIT_MB" \
    -max_len="$(max_len "$target")" $(dict_args "$target") -print_final_stats=1 \
    -artifact_prefix="$work/findings/$target/" $FUZZ_ARGS > "$work/logs/$target.log" 2>&1
  local rc=$?
  set -e
  grep -E '^#[0-9]+ *(DONE|INITED)|^stat::' "$work/logs/$target.log" | tail -8 || true
  ls "$work/findings/$target"
  return $rc
}

merge() {
  local target=$1 tmp
  tmp=$(mktemp -d)
  local sources=("tests/fuzz/corpus/$target")
  if [ -d "$BUILD_DIR/fuzz/corpus/$target" ]; then sources+=("$BUILD_DIR/fuzz/corpus/$target"); fi
  "$BUILD_DIR/tests/fuzz/$target" -merge=1 -use_counters=0 -timeout="$TIMEOUT" -rss_limit_mb="$RSS_LIMIT_MB" \
    -max_len="$(max_len "$target")" "$tmp" "${sources[@]}"
  rm -rf "tests/fuzz/corpus/$target"
  mv "$tmp" "tests/fuzz/corpus/$target"
  chmod 755 "tests/fuzz/corpus/$target"
  echo "tests/fuzz/corpus/$target: $(ls "tests/fuzz/corpus/$target" | wc -l) inputs"
}

seeds() {
  local tmp
  tmp=$(mktemp -d)
  # shellcheck disable=SC2046
  "$BUILD_DIR/tests/fuzz/fuzz_make_seeds" "$tmp" \
    $(find tests/records -name '*.json' -o -name '*.binpb' | sort)
  for t in "${TARGETS[@]}"; do
    local out
    out=$(mktemp -d)
    "$BUILD_DIR/tests/fuzz/$t" -merge=1 -use_counters=0 -timeout="$TIMEOUT" -rss_limit_mb="$RSS_LIMIT_MB" \
      -max_len="$(max_len "$t")" "$out" "$tmp/$t"
    rm -rf "tests/fuzz/corpus/$t"
    mkdir -p tests/fuzz/corpus
    mv "$out" "tests/fuzz/corpus/$t"
    chmod 755 "tests/fuzz/corpus/$t"
    echo "tests/fuzz/corpus/$t: $(ls "tests/fuzz/corpus/$t" | wc -l) inputs"
  done
  rm -rf "$tmp"
}

case "${1:-}" in
  build) build ;;
  run) run "${2:?target}" "${3:-600}" ;;
  all)
    status=0
    for t in "${TARGETS[@]}"; do run "$t" "${2:-600}" || status=1; done
    exit $status ;;
  merge) merge "${2:?target}" ;;
  seeds) seeds ;;
  targets) printf '%s\n' "${TARGETS[@]}" ;;
  *) sed -n '2,26p' "$0"; exit 2 ;;
esac
