#!/usr/bin/env bash
# Starts the gateway (gateway/, issue 21 §3): Connect HTTP/JSON and gRPC-Web on :8080, gRPC on
# :8090, Prometheus /metrics on :9465, in front of arbiterd at GATEWAY_UPSTREAM
# (default 127.0.0.1:50051), serving the playground's files from playground/dist.
# Flags and GATEWAY_* variables: scripts/gateway.sh --help (docs/operations.md "Gateway").
# Installs the npm packages first if scripts/setup.sh has not, and rebuilds the client's
# messages and the gateway when a .proto or a source file is newer than the build. Usage:
#   scripts/gateway.sh [--upstream=HOST:PORT] [--listen=HOST:PORT] [--flag=value ...]
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f gateway/dist/main.js ] || [ ! -f clients/typescript/dist/index.js ]; then
  npm ci --prefix clients/typescript --no-audit --no-fund --loglevel=error
  npm ci --prefix gateway --no-audit --no-fund --loglevel=error
elif [ -n "$(find proto service/proto clients/typescript/src gateway/src -newer gateway/dist/main.js \
             \( -name '*.proto' -o -name '*.ts' \) ! -path '*/src/gen/*' -print -quit)" ]; then
  npm --prefix clients/typescript run --silent build >/dev/null
  npm --prefix gateway run --silent build >/dev/null
fi
exec node gateway/dist/main.js "$@"
