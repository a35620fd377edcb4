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
#                                          counts) into the target's tree corpus
#   scripts/fuzz.sh seeds                  rebuild every tree corpus from fresh playouts and
#                                          the record fixtures (make_seeds), minimized
#   scripts/fuzz.sh targets                list the targets
#
# The targets, their tree corpus and regressions folders, dictionaries and input size limits
# come from the build ($BUILD_DIR/tests/fuzz/fuzz_targets.tsv, written by
# tests/fuzz/CMakeLists.txt): request_fuzzer and record_fuzzer keep theirs in tests/fuzz/
# (corpus/TARGET, regressions/TARGET), each game's <game>_fuzzer in engines/<game>/testing/
# (fuzz_corpus/, fuzz_regressions/).
# A run reads the tree's corpus and past findings but writes new inputs only to
# $BUILD_DIR/fuzz/corpus/TARGET,
# crashes/timeouts/OOMs to $BUILD_DIR/fuzz/findings/TARGET/, and its log to
# $BUILD_DIR/fuzz/logs/TARGET.log (the last lines give executions, exec/s, coverage, corpus).
# A finding: reproduce with `$BUILD_DIR/tests/fuzz/TARGET FILE`, fix it, add a unit test in the
# component, and copy FILE into the target's regressions folder so CTest replays it.
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
TARGETS_FILE="$BUILD_DIR/tests/fuzz/fuzz_targets.tsv"

# One line of the targets file per target: name, corpus, regressions, dictionary (or -),
# max_len.
targets() {
  if [ ! -f "$TARGETS_FILE" ]; then
    echo "$TARGETS_FILE is missing: run scripts/fuzz.sh build first" >&2
    exit 2
  fi
  cut -f1 "$TARGETS_FILE"
}

field() {  # field TARGET N: column N of TARGET's line
  local line
  line=$(awk -F'\t' -v t="$1" '$1 == t' "$TARGETS_FILE")
  if [ -z "$line" ]; then
    echo "unknown fuzz target '$1' (scripts/fuzz.sh targets lists them)" >&2
    exit 2
  fi
  printf '%s\n' "$line" | cut -f"$2"
}
corpus() { field "$1" 2; }
regressions() { field "$1" 3; }
max_len() { field "$1" 5; }

build() {
  cmake -S . -B "$BUILD_DIR" -G Ninja -DARBITER_FUZZ=ON \
    -DCMAKE_CXX_COMPILER=clang++-14 -DCMAKE_C_COMPILER=clang-14 \
    $(command -v ccache >/dev/null && echo -DCMAKE_CXX_COMPILER_LAUNCHER=ccache)
  # shellcheck disable=SC2046
  ninja -C "$BUILD_DIR" $(targets) fuzz_make_seeds
}

dict_args() {
  local dict
  dict=$(field "$1" 4)
  if [ "$dict" != "-" ] && [ -f "$dict" ]; then echo "-dict=$dict"; fi
}

run() {
  local target=$1 seconds=${2:-600}
  local work="$BUILD_DIR/fuzz"
  mkdir -p "$work/corpus/$target" "$work/findings/$target" "$work/logs"
  local tree regressions
  tree=$(corpus "$target")
  regressions=$(regressions "$target")
  local seeds=("$tree")
  if [ -d "$regressions" ]; then seeds+=("$regressions"); fi
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
  local target=$1 tmp tree
  tree=$(corpus "$target")
  tmp=$(mktemp -d)
  local sources=("$tree")
  if [ -d "$BUILD_DIR/fuzz/corpus/$target" ]; then sources+=("$BUILD_DIR/fuzz/corpus/$target"); fi
  "$BUILD_DIR/tests/fuzz/$target" -merge=1 -use_counters=0 -timeout="$TIMEOUT" -rss_limit_mb="$RSS_LIMIT_MB" \
    -max_len="$(max_len "$target")" "$tmp" "${sources[@]}"
  rm -rf "$tree"
  mv "$tmp" "$tree"
  chmod 755 "$tree"
  echo "$tree: $(ls "$tree" | wc -l) inputs"
}

seeds() {
  local tmp
  tmp=$(mktemp -d)
  # shellcheck disable=SC2046
  "$BUILD_DIR/tests/fuzz/fuzz_make_seeds" "$tmp" \
    $(find tests/records -name '*.json' -o -name '*.binpb' | sort)
  for t in $(targets); do
    local out tree
    tree=$(corpus "$t")
    out=$(mktemp -d)
    "$BUILD_DIR/tests/fuzz/$t" -merge=1 -use_counters=0 -timeout="$TIMEOUT" -rss_limit_mb="$RSS_LIMIT_MB" \
      -max_len="$(max_len "$t")" "$out" "$tmp/$t"
    rm -rf "$tree"
    mkdir -p "$(dirname "$tree")"
    mv "$out" "$tree"
    chmod 755 "$tree"
    echo "$tree: $(ls "$tree" | wc -l) inputs"
  done
  rm -rf "$tmp"
}

case "${1:-}" in
  build) build ;;
  run) run "${2:?target}" "${3:-600}" ;;
  all)
    status=0
    for t in $(targets); do run "$t" "${2:-600}" || status=1; done
    exit $status ;;
  merge) merge "${2:?target}" ;;
  seeds) seeds ;;
  targets) targets ;;
  *) sed -n '2,32p' "$0"; exit 2 ;;
esac
