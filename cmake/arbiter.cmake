# Small declarative helpers, in the manner of abseil's absl_cc_library.
#
#   arbiter_cc_library(NAME foo SRCS a.cc HDRS a.h DEPS bar)
#   arbiter_cc_test(NAME foo_test SRCS foo_test.cc DEPS foo [LABELS slow])
#   arbiter_cc_binary(NAME arbiterd SRCS main.cc DEPS server)
#   arbiter_proto_library(NAME quibbles_proto PROTOS <paths under proto/> DEPS arbiter_v1_proto)
#   arbiter_proto_library(NAME foo_grpc_proto GRPC_ONLY PROTOS foo.proto DEPS foo_proto)
#   arbiter_proto_library(NAME health_proto ROOT <dir> PROTOS grpc/health/v1/health.proto)
#   arbiter_game(NAME <game> LIBRARY <game>)   registers a game for RegisterAllGames()
#   arbiter_conformance_profile(GAME <game> SRCS testing/conformance_profile.cc DEPS ...)
#   arbiter_fuzz_seeds(GAME <game> SRCS testing/fuzz_seeds.cc DEPS ...)
#   arbiter_engine_bench(GAME <game> SRCS testing/native_bench.cc DEPS ...)
#                                              a game's test support, collected by tests/
#   arbiter_find_python_grpc(integration python3)  the python3 for the gRPC Python tests, or ""
#   arbiter_embed_content(OUT <header> NAMESPACE <ns> FILES content/a.txtpb ...)  built-in content

set(ARBITER_WARNINGS -Wall -Wextra -Wno-unused-parameter -Wno-sign-compare)

function(arbiter_cc_library)
  cmake_parse_arguments(A "" "NAME" "SRCS;HDRS;DEPS" ${ARGN})
  if(A_SRCS)
    add_library(${A_NAME} STATIC ${A_SRCS} ${A_HDRS})
    target_include_directories(${A_NAME} PUBLIC ${PROJECT_SOURCE_DIR} ${PROJECT_BINARY_DIR})
    target_link_libraries(${A_NAME} PUBLIC ${A_DEPS})
    target_compile_options(${A_NAME} PRIVATE ${ARBITER_WARNINGS})
  else()
    add_library(${A_NAME} INTERFACE)
    target_include_directories(${A_NAME} INTERFACE ${PROJECT_SOURCE_DIR} ${PROJECT_BINARY_DIR})
    target_link_libraries(${A_NAME} INTERFACE ${A_DEPS})
  endif()
endfunction()

function(arbiter_cc_binary)
  cmake_parse_arguments(A "" "NAME" "SRCS;DEPS" ${ARGN})
  add_executable(${A_NAME} ${A_SRCS})
  target_link_libraries(${A_NAME} PRIVATE ${A_DEPS})
  target_compile_options(${A_NAME} PRIVATE ${ARBITER_WARNINGS})
endfunction()

# Tests run under CTest. LABELS lets CI pick groups (e.g. "integration", "slow").
function(arbiter_cc_test)
  cmake_parse_arguments(A "" "NAME;TIMEOUT" "SRCS;DEPS;LABELS;ARGS" ${ARGN})
  add_executable(${A_NAME} ${A_SRCS})
  target_link_libraries(${A_NAME} PRIVATE ${A_DEPS} GTest::gtest GTest::gmock GTest::gtest_main)
  target_compile_options(${A_NAME} PRIVATE ${ARBITER_WARNINGS})
  if(TARGET arbiter_test_pch)
    target_precompile_headers(${A_NAME} REUSE_FROM arbiter_test_pch)
  endif()
  add_test(NAME ${A_NAME} COMMAND ${A_NAME} ${A_ARGS})
  if(NOT A_TIMEOUT)
    set(A_TIMEOUT 900)
  endif()
  set_tests_properties(${A_NAME} PROPERTIES TIMEOUT ${A_TIMEOUT})
  if(A_LABELS)
    set_tests_properties(${A_NAME} PROPERTIES LABELS "${A_LABELS}")
  endif()
endfunction()

# The precompiled header every arbiter_cc_test reuses (ARBITER_PRECOMPILED_HEADERS): target
# arbiter_test_pch, a library of one empty file that precompiles the headers below with the
# tests' flags (the warnings here, the sanitizer or fuzzing flags of the whole build). GCC uses
# it only when those flags and the macros the headers see match, and says so otherwise
# (-Winvalid-pch, which CMake adds): a test file then still compiles, only slower. Headers that
# a file includes again after the precompiled ones cost nothing (include guards).
function(arbiter_test_precompiled_header)
  set(src ${PROJECT_BINARY_DIR}/generated/arbiter_test_pch.cc)
  if(NOT EXISTS ${src})
    file(WRITE ${src} "// The source of arbiter_test_pch (cmake/arbiter.cmake): empty.\n")
  endif()
  add_library(arbiter_test_pch STATIC ${src})
  target_link_libraries(arbiter_test_pch PUBLIC GTest::gtest GTest::gmock protobuf::libprotobuf
                        absl::status absl::statusor absl::strings)
  target_compile_options(arbiter_test_pch PRIVATE ${ARBITER_WARNINGS})
  target_precompile_headers(arbiter_test_pch PRIVATE
    <gmock/gmock.h> <gtest/gtest.h>
    <google/protobuf/message.h> <google/protobuf/text_format.h>
    <google/protobuf/util/json_util.h> <google/protobuf/util/message_differencer.h>
    <absl/status/status.h> <absl/status/statusor.h> <absl/strings/str_cat.h>
    <map> <memory> <set> <string> <vector>)
endfunction()

# Compiles .proto files (paths relative to ROOT, default proto/) into a C++ library of their
# messages (--cpp_out only: no gRPC). GRPC_ONLY instead compiles only their service stubs
# (.grpc.pb.cc, linking gRPC); DEPS then names the messages library of the same files, as
# Bazel's cc_grpc_library sits on a cc_proto_library. Messages and stubs are separate libraries
# so that the engines and api/ can use a service's request and response messages without gRPC.
function(arbiter_proto_library)
  cmake_parse_arguments(A "GRPC_ONLY" "NAME;ROOT" "PROTOS;DEPS" ${ARGN})
  if(NOT A_ROOT)
    set(A_ROOT ${PROJECT_SOURCE_DIR}/proto)
  endif()
  set(out ${PROJECT_BINARY_DIR}/gen)
  set(srcs)
  foreach(p ${A_PROTOS})
    string(REGEX REPLACE "\\.proto$" "" base ${p})
    if(A_GRPC_ONLY)
      set(outputs ${out}/${base}.grpc.pb.cc ${out}/${base}.grpc.pb.h)
      set(args --proto_path=${A_ROOT} --grpc_out=${out}
               --plugin=protoc-gen-grpc=$<TARGET_FILE:gRPC::grpc_cpp_plugin>)
      set(what "gRPC stubs of ${p}")
    else()
      set(outputs ${out}/${base}.pb.cc ${out}/${base}.pb.h)
      set(args --proto_path=${A_ROOT} --cpp_out=${out})
      set(what "${p}")
    endif()
    list(APPEND srcs ${outputs})
    add_custom_command(
      OUTPUT ${outputs}
      COMMAND ${CMAKE_COMMAND} -E make_directory ${out}
      COMMAND protobuf::protoc ${args} ${A_ROOT}/${p}
      DEPENDS ${A_ROOT}/${p} protobuf::protoc
      COMMENT "protoc ${what}")
  endforeach()
  add_library(${A_NAME} STATIC ${srcs})
  target_include_directories(${A_NAME} PUBLIC ${out})
  target_link_libraries(${A_NAME} PUBLIC protobuf::libprotobuf ${A_DEPS})
  if(A_GRPC_ONLY)
    target_link_libraries(${A_NAME} PUBLIC gRPC::grpc++)
  endif()
endfunction()

# Registers a game engine library. Its library must define
#   void arbiter::<NAME>::Register(arbiter::Registry&);
# declared in engines/<NAME>/<NAME>.h. RegisterAllGames() (engines/all_games.h) calls them all.
# The game's folder is kept too (global property ARBITER_GAME_DIR_<NAME>): the shared test
# folders find its test support there by name (engines/README.md, "testing/"), e.g. the engine
# fuzzer's seed corpus testing/fuzz_corpus/.
function(arbiter_game)
  cmake_parse_arguments(A "" "NAME;LIBRARY" "" ${ARGN})
  set_property(GLOBAL APPEND PROPERTY ARBITER_GAMES ${A_NAME})
  set_property(GLOBAL APPEND PROPERTY ARBITER_GAME_LIBRARIES ${A_LIBRARY})
  set_property(GLOBAL PROPERTY ARBITER_GAME_DIR_${A_NAME} ${CMAKE_CURRENT_SOURCE_DIR})
endfunction()

# Test support a game declares in its own CMakeLists.txt, compiled by a shared test folder
# straight into its executable (static registration objects are kept that way, an archive would
# drop them), so that adding a game edits no shared file:
#   arbiter_conformance_profile(GAME g SRCS ... DEPS ...)   into tests/conformance's
#       conformance_test: a ConformanceProfile registered for g (tests/conformance/profile.h)
#   arbiter_fuzz_seeds(GAME g SRCS ... DEPS ...)   into tests/fuzz's fuzz_make_seeds: more
#       engine fuzzer seeds for g (tests/fuzz/seed_extras.h), e.g. an older state format
#   arbiter_engine_bench(GAME g SRCS ... DEPS ...)   into tests/bench's engine_bench: g's own
#       benchmarks (tests/bench/native_benchmarks.h), e.g. its native in-process path
# SRCS are relative to the calling folder.
function(arbiter_game_test_support property)
  cmake_parse_arguments(A "" "GAME" "SRCS;DEPS" ${ARGN})
  foreach(src ${A_SRCS})
    get_filename_component(abs ${src} ABSOLUTE BASE_DIR ${CMAKE_CURRENT_SOURCE_DIR})
    set_property(GLOBAL APPEND PROPERTY ${property}_SOURCES ${abs})
  endforeach()
  set_property(GLOBAL APPEND PROPERTY ${property}_DEPS ${A_DEPS})
endfunction()

function(arbiter_conformance_profile)
  arbiter_game_test_support(ARBITER_CONFORMANCE_PROFILE ${ARGN})
endfunction()

function(arbiter_fuzz_seeds)
  arbiter_game_test_support(ARBITER_FUZZ_SEEDS ${ARGN})
endfunction()

function(arbiter_engine_bench)
  arbiter_game_test_support(ARBITER_ENGINE_BENCH ${ARGN})
endfunction()

# A game's drawing of its view in text for a terminal (clients/cli/text_view.h), compiled into
# the `arbiter` CLI's text-view library, which calls the RegisterTextView of every game that
# declares one (a generated RegisterAllTextViews, like RegisterAllGames):
#   arbiter_text_view(GAME g SRCS cli/text_view.cc DEPS g ...)
# The sources define void arbiter::g::RegisterTextView(arbiter::cli::TextViews&); the golden
# tests of the drawing are the files of cli/golden/ (clients/cli/text_view_test.cc).
function(arbiter_text_view)
  cmake_parse_arguments(A "" "GAME" "SRCS;DEPS" ${ARGN})
  set_property(GLOBAL APPEND PROPERTY ARBITER_TEXT_VIEW_GAMES ${A_GAME})
  arbiter_game_test_support(ARBITER_TEXT_VIEW SRCS ${A_SRCS} DEPS ${A_DEPS})
endfunction()

# Finds the python3 that runs the Python tests against arbiterd over gRPC and sets <out_var> to
# it, or to "" (after a WARNING "<what> tests skipped: ...") when it cannot import grpc and
# grpc_tools.protoc; the caller then returns. Debian's /usr/bin/python3 comes first: it has
# python3-grpcio and python3-grpc-tools (scripts/setup.sh), which a pyenv or venv python3
# earlier on PATH usually does not; else the first python3 on PATH. The interpreter is cached
# as ARBITER_PYTHON3.
#
#   arbiter_find_python_grpc(hardening python3)
#   if(NOT python3)
#     return()
#   endif()
function(arbiter_find_python_grpc what out_var)
  find_program(ARBITER_PYTHON3 NAMES python3 PATHS /usr/bin NO_DEFAULT_PATH)
  if(NOT ARBITER_PYTHON3)
    find_program(ARBITER_PYTHON3 NAMES python3)
  endif()
  execute_process(COMMAND ${ARBITER_PYTHON3} -c "import grpc, grpc_tools.protoc"
                  RESULT_VARIABLE python_grpc_missing OUTPUT_QUIET ERROR_QUIET)
  if(python_grpc_missing)
    message(WARNING "${what} tests skipped: ${ARBITER_PYTHON3} lacks grpc/grpc_tools "
                    "(run scripts/setup.sh)")
    set(${out_var} "" PARENT_SCOPE)
  else()
    set(${out_var} ${ARBITER_PYTHON3} PARENT_SCOPE)
  endif()
endfunction()

# Embeds built-in content files (engines/README.md "Content"; engines/core/content.h) into a
# generated header, <build>/<OUT>, defining
#   inline constexpr arbiter::EmbeddedContentFile kBuiltInContent[] = {{"NAME", "TEXT"}, ...};
# in namespace NAMESPACE, one entry per file in the order given (the first is the game's
# default), NAME being the file name without its extension. Engines do no file I/O; the
# engine loads and checks the text with ContentLibrary::AddBuiltIns. Editing a file re-runs
# the configure step.
#
#   arbiter_embed_content(OUT engines/my_game/content.inc NAMESPACE arbiter::my_game
#                         FILES content/base.txtpb content/expansion.txtpb)
function(arbiter_embed_content)
  cmake_parse_arguments(A "" "OUT;NAMESPACE" "FILES" ${ARGN})
  set(entries "")
  foreach(f ${A_FILES})
    set(path ${CMAKE_CURRENT_SOURCE_DIR}/${f})
    set_property(DIRECTORY APPEND PROPERTY CMAKE_CONFIGURE_DEPENDS ${path})
    file(READ ${path} text)
    if(text MATCHES "\\)arbiter_content\"")
      message(FATAL_ERROR "${f} contains the raw-string end marker )arbiter_content\"")
    endif()
    get_filename_component(name ${f} NAME_WE)
    string(APPEND entries "    {\"${name}\", R\"arbiter_content(${text})arbiter_content\"},\n")
  endforeach()
  file(RELATIVE_PATH from ${PROJECT_SOURCE_DIR} ${CMAKE_CURRENT_SOURCE_DIR})
  set(header "// Generated by arbiter_embed_content (cmake/arbiter.cmake) from ${from}: ${A_FILES}.\n")
  string(APPEND header "// Do not edit; edit the content files.\n#include \"engines/core/content.h\"\n\n")
  string(APPEND header "namespace ${A_NAMESPACE} {\n")
  string(APPEND header "inline constexpr ::arbiter::EmbeddedContentFile kBuiltInContent[] = {\n")
  string(APPEND header "${entries}};\n}  // namespace ${A_NAMESPACE}\n")
  set(out ${PROJECT_BINARY_DIR}/${A_OUT})
  set(old "")
  if(EXISTS ${out})
    file(READ ${out} old)
  endif()
  if(NOT old STREQUAL header)
    file(WRITE ${out} "${header}")
  endif()
endfunction()
