#!/usr/bin/env bash
# Quick start, step 2: installs what Arbiter needs (scripts/setup.sh), builds everything and
# runs the whole test suite with CTest: unit tests, the engine conformance suite and the
# integration tests (real arbiterd from Python, buf curl, the CLI). Extra arguments go to ctest
# (e.g. `scripts/test.sh -L integration`). Exits non-zero when a test fails.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
scripts/build.sh
ctest --test-dir "${BUILD_DIR:-build}" --output-on-failure -j"${JOBS:-2}" "$@"
