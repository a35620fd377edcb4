#include "engines/core/game_info_builder.h"

#include <algorithm>

#include "engines/core/violation.h"

namespace arbiter {

GameInfoBuilder::GameInfoBuilder(absl::string_view game_id, absl::string_view title,
                                 int min_seats, int max_seats, absl::string_view rules_version) {
  info_.set_game_id(std::string(game_id));
  info_.set_title(std::string(title));
  info_.set_min_seats(min_seats);
  info_.set_max_seats(max_seats);
  info_.set_rules_version(std::string(rules_version));
  info_.set_state_format_version(1);
}

GameInfoBuilder& GameInfoBuilder::StateFormats(uint32_t current, uint32_t oldest) {
  info_.set_state_format_version(current);
  info_.set_oldest_state_format_version(oldest);
  return *this;
}

GameInfoBuilder& GameInfoBuilder::Option(absl::string_view name, absl::string_view description,
                                         const std::vector<std::string>& values) {
  v1::OptionSpec* o = info_.add_options();
  o->set_name(std::string(name));
  o->set_description(std::string(description));
  if (!values.empty()) o->set_default_value(values.front());
  for (const std::string& v : values) o->add_allowed_values(v);
  return *this;
}

GameInfoBuilder& GameInfoBuilder::BoolOption(absl::string_view name,
                                             absl::string_view description, bool default_value) {
  return Option(name, description,
                default_value ? std::vector<std::string>{"true", "false"}
                              : std::vector<std::string>{"false", "true"});
}

GameInfoBuilder& GameInfoBuilder::Violation(absl::string_view code, absl::string_view rule_ref,
                                            absl::string_view description) {
  for (const v1::ViolationSpec& v : info_.violations()) {
    if (v.code() == code) return *this;
  }
  v1::ViolationSpec* v = info_.add_violations();
  v->set_code(std::string(code));
  v->set_rule_ref(std::string(rule_ref));
  v->set_description(std::string(description));
  return *this;
}

GameInfoBuilder& GameInfoBuilder::Violations(absl::Span<const ViolationKind> kinds) {
  for (const ViolationKind& k : kinds) Violation(k.code, k.rule_ref, k.description);
  return *this;
}

GameInfoBuilder& GameInfoBuilder::SharedViolations(absl::string_view turn_rule_ref,
                                                   absl::string_view game_over_rule_ref) {
  Violation(kGameOver, game_over_rule_ref, "the game is over");
  Violation(kWrongActorForAction, turn_rule_ref,
            "a seat sent a chance outcome, or chance sent a seat's move");
  Violation(kNoChancePending, turn_rule_ref, "a chance outcome when none is pending");
  Violation(kChanceOutcomePending, turn_rule_ref, "a seat's move while a chance outcome is pending");
  Violation(kNotYourTurn, turn_rule_ref, "a seat that may not act now");
  return *this;
}

v1::GameInfo GameInfoBuilder::Build() const {
  v1::GameInfo info = info_;
  std::sort(info.mutable_violations()->begin(), info.mutable_violations()->end(),
            [](const v1::ViolationSpec& a, const v1::ViolationSpec& b) {
              return a.code() < b.code();
            });
  return info;
}

}  // namespace arbiter
