# Sourced by scripts/build.sh and scripts/test-sanitizers.sh: the compiler cache (ccache, from
# scripts/setup.sh) for CMake's configure step. A rebuild of the same sources with the same flags
# (a second CI run on one machine, another clone or worktree, the sanitizer build after a
# checkout) takes its objects from the cache instead of compiling them; a cold cache (a fresh
# machine) compiles everything as without it. Paths are made relative to the checkout
# (CCACHE_BASEDIR) and the build directory's path is not hashed (CCACHE_NOHASHDIR), so two
# clones share entries; the precompiled headers of the tests (cmake/arbiter.cmake) need the
# pch_defines and time_macros sloppiness (ccache's manual, "Precompiled headers").
#
# Environment: ARBITER_CCACHE=0 builds without the cache; CCACHE_DIR (ccache's own default,
# ~/.cache/ccache, or its config file) and CCACHE_MAXSIZE as ccache reads them.
# Sets CMAKE_LAUNCHER_ARGS (empty without ccache).
CMAKE_LAUNCHER_ARGS=()
if [ "${ARBITER_CCACHE:-1}" != 0 ] && command -v ccache >/dev/null 2>&1; then
  export CCACHE_BASEDIR="${CCACHE_BASEDIR:-$PWD}"
  export CCACHE_NOHASHDIR="${CCACHE_NOHASHDIR:-true}"
  export CCACHE_SLOPPINESS="${CCACHE_SLOPPINESS:-pch_defines,time_macros}"
  CMAKE_LAUNCHER_ARGS=(-DCMAKE_CXX_COMPILER_LAUNCHER=ccache -DCMAKE_C_COMPILER_LAUNCHER=ccache)
fi
