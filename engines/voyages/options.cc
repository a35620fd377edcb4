#include "engines/voyages/options.h"

namespace arbiter {
namespace voyages {

void AddOptionSpecs(GameInfoBuilder& builder) {
  builder
      .BoolOption("stack_sailors",
                  "R2: several sailors may work on one die, each one +-1 step (true); false "
                  "allows one regular sailor per die, a heroic one alone.",
                  /*default_value=*/true)
      .Option("ocean_scoring",
              "R7: n explored regions score the n-th ocean_table entry (table), or the sum of "
              "the first n entries (cumulative).",
              {"table", "cumulative"});
}

pb::Options ParseOptions(const SetupOptions& options) {
  pb::Options out;
  out.set_stack_sailors(options.Bool("stack_sailors"));
  out.set_ocean_scoring(options.Choice<pb::OceanScoring>(
      "ocean_scoring",
      {{"table", pb::OCEAN_SCORING_TABLE}, {"cumulative", pb::OCEAN_SCORING_CUMULATIVE}}));
  return out;
}

}  // namespace voyages
}  // namespace arbiter
