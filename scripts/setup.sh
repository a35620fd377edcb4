#!/usr/bin/env bash
# Installs everything Arbiter needs to build, run and test on Debian 12, by package name:
# the C++ toolchain and libraries, Python gRPC for the integration tests, and buf (from npm)
# for lint and `buf curl`. Idempotent: installs only what is missing, so a second run is quick
# and offline. Run as root (or with sudo). Usage: scripts/setup.sh
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive
SUDO=""
if [ "$(id -u)" != 0 ]; then SUDO=sudo; fi

packages=(
  build-essential cmake ninja-build pkg-config git ca-certificates
  ccache  # the compiler cache of scripts/build.sh (scripts/compiler_cache.sh)
  clang-14 libfuzzer-14-dev  # fuzzing: scripts/fuzz.sh
  libgrpc++-dev protobuf-compiler-grpc libprotobuf-dev protobuf-compiler
  libabsl-dev prometheus-cpp-dev libcli11-dev libssl-dev
  libgtest-dev libgmock-dev libbenchmark-dev
  python3 python3-grpcio python3-grpc-tools python3-protobuf python3-yaml
  python3-h2  # raw HTTP/2 client of tests/hardening (bytes grpcio would not send)
  # the Python client package (clients/python/README.md): pip install into a venv, no PyPI
  python3-pip python3-venv python3-setuptools python3-wheel
  prometheus curl openssl
  haproxy  # the L7 gRPC load balancer of tests/scaleout and scripts/scaleout_bench.sh
  chromium  # the playground's browser test (tests/playground), driven by puppeteer-core
)
updated=no
apt_install() {
  if [ "$updated" = no ]; then
    $SUDO apt-get update -qq
    updated=yes
  fi
  $SUDO apt-get install -y -qq --no-install-recommends "$@" </dev/null
}
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -gt 0 ]; then
  apt_install "${missing[@]}"
fi
# Node.js and npm: the machine's own if present (NodeSource's nodejs bundles npm), else Debian's.
if ! command -v npm >/dev/null 2>&1; then
  apt_install nodejs npm
fi
# buf (lint, curl through reflection) is published on npm.
if ! command -v buf >/dev/null 2>&1; then
  $SUDO npm install -g --silent @bufbuild/buf@1
fi
# The TypeScript client (clients/typescript) and the gateway (gateway/): npm ci from their
# committed package-lock.json files (the client first: the gateway links it), which also
# generates the client's messages from proto/ and compiles both (their `prepare` scripts).
# Skipped when node_modules already matches the lock file (a second run stays offline).
for pkg in clients/typescript gateway; do
  dir="$(dirname "$0")/../$pkg"
  stamp="$dir/node_modules/.arbiter-lock.sha256"
  want="$(sha256sum "$dir/package-lock.json" | cut -d' ' -f1)"
  if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
    npm ci --prefix "$dir" --no-audit --no-fund --loglevel=error
    echo "$want" > "$stamp"
  fi
done
# The playground page (playground/, issue 21 §4): its npm packages from the committed
# package-lock.json (after clients/typescript's above: its file: dependency), skipped when
# node_modules matches the lock file, then the page built into playground/dist (the gateway's
# default static directory; a few seconds, offline).
pg="$(dirname "$0")/../playground"
stamp="$pg/node_modules/.arbiter-lock.sha256"
want="$(sha256sum "$pg/package-lock.json" | cut -d' ' -f1)"
if [ ! -f "$stamp" ] || [ "$(cat "$stamp")" != "$want" ]; then
  npm ci --prefix "$pg" --no-audit --no-fund --loglevel=error
  echo "$want" > "$stamp"
fi
node "$pg/build.mjs" >/dev/null
