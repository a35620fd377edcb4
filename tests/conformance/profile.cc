#include "tests/conformance/profile.h"

#include <algorithm>
#include <utility>

#include "absl/strings/str_cat.h"
#include "engines/core/envelope.h"

namespace arbiter::conformance {
namespace {

using Factory = ConformanceProfile (*)();

// Every registration, in registration order. A function-local static, so registration objects
// in other translation units may run before or after this file's initialisers.
std::vector<std::pair<std::string, Factory>>& Registrations() {
  static auto* const registrations = new std::vector<std::pair<std::string, Factory>>();
  return *registrations;
}

}  // namespace

size_t UniformPolicy(const PolicyInput& in) {
  Rng rng(in.seed);
  return static_cast<size_t>(rng.Uniform(in.legal.size()));
}

ConformanceProfile DefaultProfile(const v1::GameInfo& info) {
  ConformanceProfile p;
  p.progress_policy = UniformPolicy;
  for (int n = info.min_seats(); n <= info.max_seats() && n - info.min_seats() < 64; ++n) {
    p.seat_counts.push_back(n);
  }
  p.option_sets = {{}};
  return p;
}

ConformanceProfile ProfileFor(const v1::GameInfo& info) {
  for (const auto& [id, make] : Registrations()) {
    if (id != info.game_id()) continue;
    ConformanceProfile p = make();
    const ConformanceProfile defaults = DefaultProfile(info);
    if (!p.progress_policy) p.progress_policy = defaults.progress_policy;
    if (p.seat_counts.empty()) p.seat_counts = defaults.seat_counts;
    if (p.option_sets.empty()) p.option_sets = defaults.option_sets;
    return p;
  }
  return DefaultProfile(info);
}

absl::Status ValidateProfile(const v1::GameInfo& info, const ConformanceProfile& filled) {
  const std::string where = absl::StrCat("profile[", info.game_id(), "]");
  if (!filled.progress_policy) {
    return absl::InvalidArgumentError(where + ".progress_policy: unset");
  }
  if (filled.uniform_step_cap < 1 || filled.progress_step_cap < 1) {
    return absl::InvalidArgumentError(where + ".*_step_cap: must be at least 1");
  }
  if (filled.playouts < 1) {
    return absl::InvalidArgumentError(where + ".playouts: must be at least 1");
  }
  if (filled.seat_counts.empty() || filled.option_sets.empty()) {
    return absl::InvalidArgumentError(where + ": seat_counts and option_sets must be filled in");
  }
  for (const SetupVariant& v : SetupVariants(filled)) {
    v1::GameSetup setup;
    setup.set_game_id(info.game_id());
    setup.set_seat_count(v.seat_count);
    for (const auto& [name, value] : v.options) (*setup.mutable_options())[name] = value;
    absl::StatusOr<std::map<std::string, std::string>> checked = CheckSetup(info, setup);
    if (!checked.ok()) {
      return absl::InvalidArgumentError(
          absl::StrCat(where, ": setup variant rejected: ", checked.status().message()));
    }
  }
  return absl::OkStatus();
}

std::vector<SetupVariant> SetupVariants(const ConformanceProfile& filled) {
  std::vector<SetupVariant> out;
  for (const auto& options : filled.option_sets) {
    for (int n : filled.seat_counts) out.push_back(SetupVariant{n, options});
  }
  return out;
}

ProfileRegistration::ProfileRegistration(const char* game_id, ConformanceProfile (*make)()) {
  Registrations().emplace_back(game_id, make);
}

std::vector<std::string> RegisteredProfileIds() {
  std::vector<std::string> ids;
  for (const auto& [id, make] : Registrations()) ids.push_back(id);
  std::sort(ids.begin(), ids.end());
  return ids;
}

}  // namespace arbiter::conformance
