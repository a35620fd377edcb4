# Shell helper (bash), sourced by scripts/bench.sh and tests/bench/callgrind_calls.sh, which
# start arbiterd with --listen=127.0.0.1:0 and its stdout redirected to a file:
#
#   source tests/bench/arbiterd_port.sh
#   PORT="$(arbiterd_port "$OUT/arbiterd.out" 300 0.1)" || exit 1
#
# arbiterd_port LOG TRIES INTERVAL: reads LOG up to TRIES times, INTERVAL seconds apart, for
# the "listening on HOST:PORT" line arbiterd writes once it serves, and prints PORT. When no
# such line came (about TRIES x INTERVAL seconds), says "arbiterd did not report its port" on
# stderr and returns 1.
arbiterd_port() {
  local log="$1" tries="$2" interval="$3" port="" attempt
  for attempt in $(seq 1 "$tries"); do
    port="$(sed -n 's/^listening on [^ ]*:\([0-9]*\)$/\1/p' "$log" | head -1)"
    if [ -n "$port" ]; then
      echo "$port"
      return 0
    fi
    sleep "$interval"
  done
  echo "arbiterd did not report its port" >&2
  return 1
}
