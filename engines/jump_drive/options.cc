#include "engines/jump_drive/options.h"

namespace arbiter {
namespace jump_drive {

void AddOptionSpecs(GameInfoBuilder& builder) {
  builder
      .Option("start_hands",
              "J2: deal 7 and keep 5 (deal7_keep5), or the pack's preset hands A-D (preset; "
              "a pack without them is refused, R19).",
              {"deal7_keep5", "preset"})
      .Option("war_propaganda_tie",
              "R3: War Propaganda moves only to a seat strictly above every other (stay), or, "
              "when the holder is not among the tied top seats, to the one nearest clockwise "
              "(nearest_clockwise).",
              {"stay", "nearest_clockwise"})
      .BoolOption("convoy_same_round",
                  "R4: a convoy placed this round may give this round's second world.",
                  /*default_value=*/true);
}

pb::Options ParseOptions(const SetupOptions& options) {
  pb::Options out;
  out.set_start_hands(options.Choice<pb::StartHands>(
      "start_hands",
      {{"deal7_keep5", pb::START_HANDS_DEAL7_KEEP5}, {"preset", pb::START_HANDS_PRESET}}));
  out.set_war_propaganda_tie(options.Choice<pb::WarPropagandaTie>(
      "war_propaganda_tie", {{"stay", pb::WAR_PROPAGANDA_TIE_STAY},
                             {"nearest_clockwise", pb::WAR_PROPAGANDA_TIE_NEAREST_CLOCKWISE}}));
  out.set_convoy_same_round(options.Bool("convoy_same_round"));
  return out;
}

}  // namespace jump_drive
}  // namespace arbiter
