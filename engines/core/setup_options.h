// A setup's options read by type, after CheckSetup (envelope.h) has admitted every name and
// value: the engine turns names into its own typed Options message with no string handling of
// its own.
//
//   absl::StatusOr<SetupOptions> o = CheckedOptions(info, setup);   // CheckSetup's errors
//   if (!o.ok()) return o.status();
//   pb::Options options;
//   options.set_allow_empty_take(o->Bool("allow_empty_take"));
//   options.set_stash_surplus(o->Choice<pb::StashSurplus>(
//       "stash_surplus", {{"discard_all", pb::STASH_SURPLUS_DISCARD_ALL},
//                         {"keep_surplus", pb::STASH_SURPLUS_KEEP_SURPLUS}}));
#ifndef ARBITER_ENGINES_CORE_SETUP_OPTIONS_H_
#define ARBITER_ENGINES_CORE_SETUP_OPTIONS_H_

#include <initializer_list>
#include <map>
#include <string>
#include <utility>

#include "absl/status/statusor.h"
#include "absl/strings/string_view.h"
#include "arbiter/v1/game_info.pb.h"
#include "arbiter/v1/game_state.pb.h"

namespace arbiter {

class SetupOptions {
 public:
  // Every option's effective value by name (CheckSetup's result).
  explicit SetupOptions(std::map<std::string, std::string> values) : values_(std::move(values)) {}

  // The effective value, "" for a name the game does not have.
  const std::string& Text(absl::string_view name) const;
  // True when the value is "true".
  bool Bool(absl::string_view name) const;
  // The enum value paired with the option's value; the first pair when none matches (CheckSetup
  // admits only allowed values, so that is the default when `table` lists the default first).
  template <typename E>
  E Choice(absl::string_view name,
           std::initializer_list<std::pair<absl::string_view, E>> table) const {
    const std::string& v = Text(name);
    for (const auto& [text, value] : table) {
      if (text == v) return value;
    }
    return table.begin()->second;
  }

 private:
  std::map<std::string, std::string> values_;
};

// CheckSetup(info, setup), then its values as SetupOptions; CheckSetup's errors unchanged.
absl::StatusOr<SetupOptions> CheckedOptions(const v1::GameInfo& info, const v1::GameSetup& setup);

}  // namespace arbiter

#endif  // ARBITER_ENGINES_CORE_SETUP_OPTIONS_H_
