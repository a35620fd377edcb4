#!/usr/bin/env bash
# Configures and builds Arbiter with CMake + Ninja (2 parallel jobs) into $BUILD_DIR
# (default: build), through ccache when installed (scripts/compiler_cache.sh; ARBITER_CCACHE=0
# builds without it). Arguments are Ninja targets (default: everything).
#   scripts/build.sh                 # everything
#   scripts/build.sh arbiterd arbiter
set -euo pipefail
cd "$(dirname "$0")/.."
BUILD_DIR="${BUILD_DIR:-build}"
JOBS="${JOBS:-2}"
source scripts/compiler_cache.sh
if [ ! -f "$BUILD_DIR/build.ninja" ]; then
  cmake -S . -B "$BUILD_DIR" -G Ninja -DCMAKE_BUILD_TYPE="${CMAKE_BUILD_TYPE:-RelWithDebInfo}" \
    "${CMAKE_LAUNCHER_ARGS[@]}"
fi
ninja -C "$BUILD_DIR" -j"$JOBS" "$@"
