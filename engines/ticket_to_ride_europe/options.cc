// The option specs and their typed reading (options.h).
#include "engines/ticket_to_ride_europe/options.h"

#include "absl/status/status.h"
#include "absl/strings/numbers.h"

namespace arbiter::ticket_to_ride_europe {

GameInfoBuilder& AddOptions(GameInfoBuilder& builder) {
  return builder
      .Option("initial_choice_visibility",
              "R1: hidden_until_all collects the initial ticket choices simultaneously and "
              "secretly; open_in_turn asks seat by seat with kept counts public",
              {"hidden_until_all", "open_in_turn"})
      .BoolOption("draw_needs_deck",
                  "R3: true applies the rulebook literally: no card may be drawn once deck and "
                  "discards are empty",
                  /*default_value=*/false)
      .Option("max_loco_resets",
              "R4: display resets (3+ locomotives) in a row before the display stays as it is",
              {"3", "0", "1", "2", "4", "5", "6", "7", "8", "9", "10"})
      .Option("last_tiebreak",
              "R7: the last tie-break: holding the European Express card, or the longer path",
              {"express_card", "path_length"})
      .Option("ticket_set",
              "T1: base (6 long + 40 regular; deal 1+3, keep 2) or 1912_all (Mega Europe: 12 "
              "long + 89 regular; deal 2+5, keep 3)",
              {"base", "1912_all"});
}

absl::StatusOr<pb::Options> ParseOptions(const SetupOptions& o) {
  pb::Options out;
  out.set_initial_choice_visibility(
      o.Choice<pb::InitialChoiceVisibility>(
          "initial_choice_visibility",
          {{"hidden_until_all", pb::INITIAL_CHOICE_VISIBILITY_HIDDEN_UNTIL_ALL},
           {"open_in_turn", pb::INITIAL_CHOICE_VISIBILITY_OPEN_IN_TURN}}));
  out.set_draw_needs_deck(o.Bool("draw_needs_deck"));
  int resets = 0;
  if (!absl::SimpleAtoi(o.Text("max_loco_resets"), &resets)) {
    return absl::InvalidArgumentError("setup.options[max_loco_resets]: not an integer");
  }
  out.set_max_loco_resets(resets);
  out.set_last_tiebreak(o.Choice<pb::LastTiebreak>(
      "last_tiebreak", {{"express_card", pb::LAST_TIEBREAK_EXPRESS_CARD},
                        {"path_length", pb::LAST_TIEBREAK_PATH_LENGTH}}));
  out.set_ticket_set(o.Choice<pb::TicketSet>(
      "ticket_set", {{"base", pb::TICKET_SET_BASE}, {"1912_all", pb::TICKET_SET_1912_ALL}}));
  return out;
}

}  // namespace arbiter::ticket_to_ride_europe
