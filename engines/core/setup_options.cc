#include "engines/core/setup_options.h"

#include "engines/core/envelope.h"

namespace arbiter {

const std::string& SetupOptions::Text(absl::string_view name) const {
  static const std::string* const kEmpty = new std::string();
  auto it = values_.find(std::string(name));
  return it == values_.end() ? *kEmpty : it->second;
}

bool SetupOptions::Bool(absl::string_view name) const { return Text(name) == "true"; }

absl::StatusOr<SetupOptions> CheckedOptions(const v1::GameInfo& info,
                                            const v1::GameSetup& setup) {
  absl::StatusOr<std::map<std::string, std::string>> values = CheckSetup(info, setup);
  if (!values.ok()) return values.status();
  return SetupOptions(*std::move(values));
}

}  // namespace arbiter
