# Run at build time (cmake -P) by the arbiter_git_commit target (CMakeLists.txt): writes OUT, a
# header defining ARBITER_GIT_COMMIT as the checkout's `git rev-parse --short=12 HEAD` ("unknown"
# outside a git checkout, e.g. a source tarball), with "-dirty" when tracked files differ from
# HEAD. The file is rewritten only when that text changes, so an unchanged commit rebuilds
# nothing, and a new commit rebuilds only build_info.cc: --version and arbiter_build_info name
# the commit of the build, not of the last configure.
#   cmake -DSOURCE_DIR=<checkout> -DOUT=<header> -P cmake/write_git_commit.cmake
execute_process(COMMAND git rev-parse --short=12 HEAD
                WORKING_DIRECTORY ${SOURCE_DIR}
                OUTPUT_VARIABLE commit OUTPUT_STRIP_TRAILING_WHITESPACE
                RESULT_VARIABLE failed ERROR_QUIET)
if(failed OR NOT commit)
  set(commit unknown)
else()
  # Refresh the index's file stats first: a copied tree (e.g. a container build context) has
  # new timestamps, which alone would read as changes.
  execute_process(COMMAND git update-index -q --refresh
                  WORKING_DIRECTORY ${SOURCE_DIR} OUTPUT_QUIET ERROR_QUIET)
  execute_process(COMMAND git diff-index --quiet HEAD --
                  WORKING_DIRECTORY ${SOURCE_DIR}
                  RESULT_VARIABLE dirty OUTPUT_QUIET ERROR_QUIET)
  if(dirty)
    string(APPEND commit "-dirty")
  endif()
endif()
set(text "// Generated at build time by cmake/write_git_commit.cmake; do not edit.\n#define ARBITER_GIT_COMMIT \"${commit}\"\n")
if(EXISTS ${OUT})
  file(READ ${OUT} old)
endif()
if(NOT old STREQUAL text)
  file(WRITE ${OUT} "${text}")
endif()
