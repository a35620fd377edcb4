// How a fuzz target reports a broken property (not a mere error status, which is a fine answer
// to hostile input): print what broke and abort, so libFuzzer saves the input as a crash and the
// corpus replay (replay_main.cc) fails its CTest test. Also: silencing protobuf's own log
// (e.g. "invalid UTF-8 in a string field" on every such input), which would slow fuzzing.
#ifndef ARBITER_TESTS_FUZZ_FUZZ_CHECK_H_
#define ARBITER_TESTS_FUZZ_FUZZ_CHECK_H_

#include <cstdio>
#include <cstdlib>
#include <string>

#include "absl/status/status.h"
#include "google/protobuf/stubs/logging.h"

namespace arbiter::fuzz {

[[noreturn]] inline void Broken(const std::string& what, const absl::Status& status = {}) {
  std::fprintf(stderr, "fuzz property broken: %s%s%s\n", what.c_str(),
               status.ok() ? "" : ": ", status.ok() ? "" : status.ToString().c_str());
  std::abort();
}

// Call at the top of each LLVMFuzzerTestOneInput: the first call turns protobuf's log off.
inline void QuietProtobuf() {
  static const bool quiet = [] {
    google::protobuf::SetLogHandler(nullptr);
    return true;
  }();
  (void)quiet;
}

}  // namespace arbiter::fuzz

#endif  // ARBITER_TESTS_FUZZ_FUZZ_CHECK_H_
