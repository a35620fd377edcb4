// Conformance profile of Kingdom Builder (engines/kingdom_builder): a progress policy that
// empties supplies quickly (rules K10: the game ends after the round in which a supply empties),
// step caps, and the option sets covering rulings R1-R5.
//
// Progress policy, for the acting seat: a mandatory build if any; else a build tile action
// (Oracle, Farm, Oasis, Tower, Tavern: one more settlement from the supply) if any; else end the
// turn; else (an R3 tile choice) the first choice. One decision in eight is uniform, so
// playouts also cover moves (Barn, Harbor, Paddock) and the tile losses they cause.
#include "arbiter/games/kingdom_builder/v1/kingdom_builder.pb.h"
#include "engines/core/rng.h"
#include "tests/conformance/profile.h"

namespace arbiter::conformance {
namespace {

namespace kpb = ::arbiter::games::kingdom_builder::v1;

int Rank(const kpb::Action& a) {
  switch (a.action_case()) {
    case kpb::Action::kBuild: return 4;
    case kpb::Action::kOracle:
    case kpb::Action::kFarm:
    case kpb::Action::kOasis:
    case kpb::Action::kTower:
    case kpb::Action::kTavern: return 3;
    case kpb::Action::kEndTurn: return 2;
    case kpb::Action::kDiscardTile: return 1;
    default: return 0;
  }
}

size_t KingdomBuilderProgress(const PolicyInput& in) {
  Rng rng(in.seed);
  if (in.legal.empty()) return 0;
  if (rng.Uniform(8) == 0) return static_cast<size_t>(rng.Uniform(in.legal.size()));
  int best_rank = -1;
  std::vector<size_t> best;
  for (size_t i = 0; i < in.legal.size(); ++i) {
    kpb::Action a;
    if (!in.legal[i].UnpackTo(&a)) continue;
    const int r = Rank(a);
    if (r > best_rank) {
      best_rank = r;
      best.clear();
    }
    if (r == best_rank) best.push_back(i);
  }
  if (best.empty()) return static_cast<size_t>(rng.Uniform(in.legal.size()));
  return best[rng.Uniform(best.size())];
}

ConformanceProfile KingdomBuilderProfile() {
  ConformanceProfile p;
  p.progress_policy = KingdomBuilderProgress;
  // A game is about 40 / 3 turns per seat of 4-8 steps each, plus a chance step per draw in
  // EXTERNAL mode: 4 seats stay well under 1000 steps.
  p.uniform_step_cap = 600;
  p.progress_step_cap = 2000;
  p.option_sets = {
      {},
      {{"board_setup", "first_game"}, {"kb_cards", "fishermen,merchants,lords"}},
      {{"exhausted_terrain", "forfeit"},
       {"tile_loss_check", "end_of_turn"},
       {"move_adjacency", "in_place"},
       {"lords_zero", "always"}},
      {{"board_setup", "explicit"},
       {"board_top_left", "oracle"},
       {"board_top_right", "harbor_rotated"},
       {"board_bottom_left", "barn"},
       {"board_bottom_right", "tower_rotated"},
       {"lords_zero", "never"}},
  };
  p.playouts = 2000;  // the normal run's floor for every engine
  return p;
}

const ProfileRegistration kKingdomBuilder("kingdom_builder", KingdomBuilderProfile);

}  // namespace
}  // namespace arbiter::conformance
