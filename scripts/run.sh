#!/usr/bin/env bash
# Quick start, step 1: installs what Arbiter needs (scripts/setup.sh), builds arbiterd and the
# arbiter CLI, and runs arbiterd in the foreground on its defaults (gRPC 0.0.0.0:50051, metrics
# 0.0.0.0:9464). Extra arguments go to arbiterd (see `arbiterd --help`). Ctrl-C stops it.
#   scripts/run.sh
#   scripts/run.sh --listen=127.0.0.1:0
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh arbiterd arbiter
exec "${BUILD_DIR:-build}/service/arbiterd" "$@"
