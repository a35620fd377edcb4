#include "tests/bench/native_benchmarks.h"

#include <algorithm>
#include <string>
#include <utility>

namespace arbiter::bench {
namespace {

std::vector<std::pair<std::string, NativeBenchmarks>>& Registered() {
  static auto* registered = new std::vector<std::pair<std::string, NativeBenchmarks>>();
  return *registered;
}

}  // namespace

NativeBenchmarksRegistration::NativeBenchmarksRegistration(const char* game_id,
                                                           NativeBenchmarks add) {
  Registered().emplace_back(game_id, add);
}

std::vector<NativeBenchmarks> NativeBenchmarksFor(absl::string_view game_id) {
  std::vector<NativeBenchmarks> out;
  for (const auto& [id, add] : Registered()) {
    if (id == game_id) out.push_back(add);
  }
  return out;
}

void AddLatencyCounters(benchmark::State& bm, std::vector<int64_t>& ns) {
  if (ns.empty()) return;
  std::sort(ns.begin(), ns.end());
  auto at = [&](double q) {
    return static_cast<double>(ns[std::min(ns.size() - 1, static_cast<size_t>(q * ns.size()))]);
  };
  bm.counters["p50_ns"] = at(0.50);
  bm.counters["p99_ns"] = at(0.99);
}

}  // namespace arbiter::bench
