// Building a game's GameInfo (game_info.proto) in one expression, the same way in every engine:
// identity and seats, versions, the message types, options (default first) and the catalogue of
// violation codes with the rules-reference section each cites.
//
//   const v1::GameInfo info = GameInfoBuilder("my_game", "My Game", 2, 5, "my_game/2023.1")
//       .Messages<pb::State, pb::Action, pb::Event>()
//       .StateFormats(/*current=*/1)
//       .Option("stash_surplus", "R2: ...", {"discard_all", "keep_surplus"})  // default first
//       .BoolOption("allow_empty_take", "R1: ...", /*default_value=*/false)
//       .SharedViolations(/*turn_rule_ref=*/"Q3", /*game_over_rule_ref=*/"Q9")
//       .Violations(kViolations)        // engines/my_game/violations.h: every ViolationKind
//       .Build();
//
// Build() sorts the violations by code. A code added twice, or an option without values, is a
// programming error of the engine; Build() keeps the first and the engine's own tests (and the
// conformance suite) see the catalogue.
#ifndef ARBITER_ENGINES_CORE_GAME_INFO_BUILDER_H_
#define ARBITER_ENGINES_CORE_GAME_INFO_BUILDER_H_

#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/string_view.h"
#include "absl/types/span.h"
#include "arbiter/v1/game_info.pb.h"
#include "engines/core/violation.h"

namespace arbiter {

class GameInfoBuilder {
 public:
  GameInfoBuilder(absl::string_view game_id, absl::string_view title, int min_seats,
                  int max_seats, absl::string_view rules_version);

  // state_type, action_type and event_type: the messages' full proto names.
  template <typename State, typename Action, typename Event>
  GameInfoBuilder& Messages() {
    info_.set_state_type(State::descriptor()->full_name());
    info_.set_action_type(Action::descriptor()->full_name());
    info_.set_event_type(Event::descriptor()->full_name());
    return *this;
  }

  // The payload layout written (current) and the oldest still read (0: only current).
  GameInfoBuilder& StateFormats(uint32_t current, uint32_t oldest = 0);

  // An option whose allowed values are `values`, the first being the default.
  GameInfoBuilder& Option(absl::string_view name, absl::string_view description,
                          const std::vector<std::string>& values);
  // An option with the values "false" and "true".
  GameInfoBuilder& BoolOption(absl::string_view name, absl::string_view description,
                              bool default_value);

  // One violation code the engine can answer and the section of engines/<game>/rules.md it
  // cites.
  GameInfoBuilder& Violation(absl::string_view code, absl::string_view rule_ref,
                             absl::string_view description);
  // Every kind of `kinds` (the game's violations.h list).
  GameInfoBuilder& Violations(absl::Span<const ViolationKind> kinds);
  // The codes every game shares (engines/core/violation.h), citing the game's own sections:
  // ARBITER_GAME_OVER cites `game_over_rule_ref`, the others `turn_rule_ref`.
  GameInfoBuilder& SharedViolations(absl::string_view turn_rule_ref,
                                    absl::string_view game_over_rule_ref);

  v1::GameInfo Build() const;

 private:
  v1::GameInfo info_;
};

}  // namespace arbiter

#endif  // ARBITER_ENGINES_CORE_GAME_INFO_BUILDER_H_
