#include "engines/quibbles/options.h"

namespace arbiter {
namespace quibbles {

void AddOptionSpecs(GameInfoBuilder& builder) {
  builder.Option("edition", "Q1: deck edition (132 cards 20/20/20/22/24/26).", {"bga_2023"})
      .BoolOption("allow_empty_take", "R1: a SPLIT or COMBINE may take nothing from the row.",
                  /*default_value=*/false)
      .Option("stash_surplus",
              "R2: STASH discards every other card of the value (discard_all) or exactly v-1 "
              "of them (keep_surplus).",
              {"discard_all", "keep_surplus"})
      .BoolOption("win_requires_six_cards",
                  "R3: the winning collection (total >= 21) must also hold 6 cards.",
                  /*default_value=*/false);
}

pb::Options ParseOptions(const SetupOptions& options) {
  pb::Options out;
  out.set_edition(pb::EDITION_BGA_2023);
  out.set_allow_empty_take(options.Bool("allow_empty_take"));
  out.set_stash_surplus(options.Choice<pb::StashSurplus>(
      "stash_surplus", {{"discard_all", pb::STASH_SURPLUS_DISCARD_ALL},
                        {"keep_surplus", pb::STASH_SURPLUS_KEEP_SURPLUS}}));
  out.set_win_requires_six_cards(options.Bool("win_requires_six_cards"));
  return out;
}

}  // namespace quibbles
}  // namespace arbiter
