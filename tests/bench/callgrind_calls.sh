#!/usr/bin/env bash
# Server instructions per call, counted by callgrind (immune to a shared machine's noise):
# arbiterd runs under valgrind --tool=callgrind (with --bench_echo); loadgen drives one call kind
# at a time (Health/Check; ApplyAction and the benchmark echo of the same requests on all records,
# then on each game's records alone; the echo's answers are prepared before each echo phase's
# counters are zeroed, so no phase counts them) with CALLS calls at
# OUTSTANDING in flight; callgrind's counters are zeroed before and dumped after each phase, so
# each figure is arbiterd's instructions (all threads: gRPC, service, engine, observers) over
# the phase divided by its calls. Connection setup of each loadgen run is included (a few
# hundred thousand instructions, under 1 % of a phase at the default CALLS).
#
#   tests/bench/callgrind_calls.sh BUILD_DIR RECORDS_DIR OUT_DIR
#   CALLS=4000 OUTSTANDING=16 tests/bench/callgrind_calls.sh build-bench build-bench/bench-out/records out
#
# loadgen cycles the recorded requests from the first (records in name order), so CALLS below
# their number makes the mixed phase cover only the first games' states.
#
# Writes OUT_DIR/callgrind_calls.tsv and prints it: per phase, calls, errors, instructions per
# call in all, and their split (callgrind_split.py): gRPC and protobuf outside the handler,
# the service code, the engine's Game::Apply and its parts (decode, encode; judge and play the
# rest); the dumps (callgrind.out.*) stay in OUT_DIR for callgrind_annotate. Needs valgrind.
set -euo pipefail
source "$(dirname "$0")/arbiterd_port.sh"
BUILD_DIR="$1"
RECORDS="$2"
OUT="$3"
CALLS="${CALLS:-4000}"
OUTSTANDING="${OUTSTANDING:-16}"
PER_GAME="${PER_GAME:-1}"  # 0: health and the mixed apply phase only
ARBITERD="$BUILD_DIR/service/arbiterd"
LOADGEN="$BUILD_DIR/tests/bench/loadgen"
mkdir -p "$OUT"
rm -f "$OUT"/callgrind.out.* "$OUT/callgrind_calls.tsv"

valgrind --tool=callgrind --callgrind-out-file="$OUT/callgrind.out.%p" \
  "$ARBITERD" --listen=127.0.0.1:0 --metrics_listen=127.0.0.1:0 --log_level=warn --bench_echo \
  >"$OUT/callgrind_arbiterd.out" 2>"$OUT/callgrind_arbiterd.err" &
PID=$!
trap 'kill "$PID" 2>/dev/null || true' EXIT
PORT="$(arbiterd_port "$OUT/callgrind_arbiterd.out" 600 0.2)" || exit 1

printf 'phase\tcalls\terrors\tinstructions_per_call\tgrpc_protobuf_per_call\tservice_per_call\tengine_per_call\tengine_decode_per_call\tengine_encode_per_call\n' \
  >"$OUT/callgrind_calls.tsv"
run_phase() {  # NAME KIND RECORDS...
  local name="$1" kind="$2"
  shift 2
  # A phase uses the first CALLS requests of its records (loadgen cycles them from the first).
  # The echo's answers to them are prepared before the counters are zeroed, so the phase counts
  # only the echo's calls.
  if [ "$kind" = echo ]; then
    "$LOADGEN" --target="127.0.0.1:$PORT" --records "$@" --kinds=echo --echo_prepare=only \
      --max_requests="$CALLS" --outstanding="$OUTSTANDING" --deadline_ms=60000 >/dev/null
  fi
  callgrind_control -z "$PID" >/dev/null 2>&1
  "$LOADGEN" --target="127.0.0.1:$PORT" --records "$@" --mode=closed --kinds="$kind" \
    --echo_prepare=skip --max_requests="$CALLS" \
    --outstanding="$OUTSTANDING" --calls="$CALLS" --warmup=0 --deadline_ms=60000 \
    --json="$OUT/callgrind_loadgen_$name.json" >/dev/null
  callgrind_control -d "$name" "$PID" >/dev/null 2>&1
  local dump="" errors total handler engine decode encode
  for _ in $(seq 1 600); do  # the dump is written asynchronously (slowly on a loaded machine)
    dump="$(grep -l "^desc: Trigger: dump $name\$" \
            "$OUT"/callgrind.out.* 2>/dev/null | head -1 || true)"
    [ -n "$dump" ] && grep -q '^totals:\|^summary:' "$dump" && break
    sleep 0.2
  done
  [ -n "$dump" ] || { echo "no callgrind dump for $name" >&2; exit 1; }
  errors="$(python3 -c 'import json,sys; p=json.load(open(sys.argv[1]))["phases"][sys.argv[2]]; print(int(p["errors"]))' \
            "$OUT/callgrind_loadgen_$name.json" "$kind")"
  read -r total handler engine decode encode < <(python3 "$(dirname "$0")/callgrind_split.py" "$dump" "$CALLS")
  printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$name" "$CALLS" "$errors" "$total" \
    "$((total - handler))" "$((handler - engine))" "$engine" "$decode" "$encode" \
    >>"$OUT/callgrind_calls.tsv"
}
run_phase health health "$RECORDS"
run_phase apply apply "$RECORDS"
run_phase echo echo "$RECORDS"
for game in $([ "$PER_GAME" = 0 ] || ls "$RECORDS" | sed -n 's/-[0-9]*\.binpb$//p' | sort -u); do
  run_phase "apply_$game" apply "$RECORDS/$game"-*.binpb
  run_phase "echo_$game" echo "$RECORDS/$game"-*.binpb
done
kill -TERM "$PID"
wait "$PID" || true
trap - EXIT
column -t "$OUT/callgrind_calls.tsv"
