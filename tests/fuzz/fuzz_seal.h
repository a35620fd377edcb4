// The seal key of request_fuzzer's sealing-on mode (service/sealing/seal.h): id "fuzz", 32 bytes
// 0x01..0x20. make_seeds.cc seals its sealing-on seeds with it, so the fuzzer starts from states
// that open and reaches the engines behind the seal as well as the seal's own parsing.
#ifndef ARBITER_TESTS_FUZZ_FUZZ_SEAL_H_
#define ARBITER_TESTS_FUZZ_FUZZ_SEAL_H_

#include <memory>
#include <string>

#include "service/sealing/seal.h"
#include "tests/fuzz/fuzz_check.h"

namespace arbiter::fuzz {

inline const service::StateSealer& FuzzSealer() {
  static const service::StateSealer* sealer = [] {
    std::string key;
    for (int i = 1; i <= 32; ++i) key.push_back(static_cast<char>(i));
    absl::StatusOr<std::unique_ptr<service::StateSealer>> s =
        service::StateSealer::Create({{"fuzz", key}}, "fuzz");
    if (!s.ok()) Broken("seal key", s.status());
    return s->release();  // lives as long as the process
  }();
  return *sealer;
}

}  // namespace arbiter::fuzz

#endif  // ARBITER_TESTS_FUZZ_FUZZ_SEAL_H_
