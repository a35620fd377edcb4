#!/bin/sh
# CTest memoir44_peer_diff (README.md beside this): compares the engine with the peer
# xpmatteo/auto-memoir44 on the committed dumps, or, when PEER_DIR names a peer work tree (with
# `npm ci` done) and PEER_DRIVER the driver (automemoir_m44_driver.ts), on fresh ones:
# PEER_GAMES games (default 10) of seed PEER_SEED (default 1), dumped to a temporary file.
#
#   run_peer_diff.sh TOOL DUMP...        # TOOL: the memoir44_peer_diff binary
set -eu
tool="$1"
shift
if [ -n "${PEER_DIR:-}" ] && [ -f "${PEER_DIR}/src/domain/GameState.ts" ] &&
   [ -n "${PEER_DRIVER:-}" ] && [ -f "${PEER_DRIVER}" ] && command -v npx >/dev/null 2>&1; then
  out="$(mktemp -d)"
  trap 'rm -rf "$out"' EXIT
  echo "peer present ($PEER_DIR): dumping ${PEER_GAMES:-10} fresh games of seed ${PEER_SEED:-1}"
  npx --yes tsx@4.23.15 --tsconfig "$PEER_DIR/tsconfig.json" "$PEER_DRIVER" "${PEER_GAMES:-10}" \
    --seed "${PEER_SEED:-1}" --out "$out/peer.jsonl"
  exec "$tool" --quiet "$out/peer.jsonl"
fi
echo "peer absent (PEER_DIR, PEER_DRIVER unset): the committed dumps"
exec "$tool" --quiet "$@"
