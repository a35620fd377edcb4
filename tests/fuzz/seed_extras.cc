#include "tests/fuzz/seed_extras.h"

#include <string>
#include <utility>

namespace arbiter::fuzz {
namespace {

std::vector<std::pair<std::string, SeedExtra>>& Registered() {
  static auto* registered = new std::vector<std::pair<std::string, SeedExtra>>();
  return *registered;
}

}  // namespace

SeedExtraRegistration::SeedExtraRegistration(const char* game_id, SeedExtra extra) {
  Registered().emplace_back(game_id, extra);
}

std::vector<SeedExtra> SeedExtrasFor(absl::string_view game_id) {
  std::vector<SeedExtra> out;
  for (const auto& [id, extra] : Registered()) {
    if (id == game_id) out.push_back(extra);
  }
  return out;
}

}  // namespace arbiter::fuzz
