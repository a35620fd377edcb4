// Conformance profile of Ticket to Ride: Europe (engines/ticket_to_ride_europe): a progress
// policy that fills the board quickly so the end (T11: a seat down to 2 trains) comes soon,
// step caps, and the option sets to cover (every option of rules/ticket_to_ride_europe.md).
//
// Progress policy, for the acting seat:
//   - claim the longest claimable route (any payment); pay a tunnel's extra cost;
//   - keep the fewest tickets offered (the first listed subset is a smallest one);
//   - otherwise draw train cards (face-up or blind, at random); draw tickets or build a station
//     only when nothing else is listed;
//   - one decision in ten uniformly at random, so playouts differ.
#include <vector>

#include "arbiter/games/ticket_to_ride_europe/v1/ticket_to_ride_europe.pb.h"
#include "engines/core/rng.h"
#include "engines/ticket_to_ride_europe/map.h"
#include "tests/conformance/profile.h"

namespace arbiter::conformance {
namespace {

namespace tpb = ::arbiter::games::ticket_to_ride_europe::v1;

size_t TicketToRideEuropeProgress(const PolicyInput& in) {
  Rng rng(in.seed);
  if (in.legal.empty()) return 0;
  if (rng.Uniform(10) == 0) return static_cast<size_t>(rng.Uniform(in.legal.size()));
  absl::StatusOr<const ticket_to_ride_europe::Map*> map = ticket_to_ride_europe::LoadMap();
  std::vector<size_t> draws;
  size_t best = in.legal.size();
  int best_length = 0;
  for (size_t i = 0; i < in.legal.size(); ++i) {
    tpb::Action a;
    if (!in.legal[i].UnpackTo(&a)) continue;
    if (a.has_claim_route()) {
      const ticket_to_ride_europe::Route* r =
          map.ok() ? (*map)->route(a.claim_route().route_id()) : nullptr;
      const int length = r != nullptr ? r->length : 1;
      if (length > best_length) {
        best = i;
        best_length = length;
      }
    } else if (a.has_pay_tunnel() && best_length == 0) {
      best = i;
    } else if (a.has_keep_tickets() && best_length == 0 && best == in.legal.size()) {
      best = i;  // the first keep listed is a smallest subset
    } else if (a.has_draw_blind() || a.has_draw_face_up()) {
      draws.push_back(i);
    }
  }
  if (best < in.legal.size()) return best;
  if (!draws.empty()) return draws[static_cast<size_t>(rng.Uniform(draws.size()))];
  return static_cast<size_t>(rng.Uniform(in.legal.size()));
}

ConformanceProfile TicketToRideEuropeProfile() {
  ConformanceProfile p;
  p.progress_policy = TicketToRideEuropeProgress;
  // A progress game is ~100-200 turns; EXTERNAL playouts add every card drawn, dealt and
  // revealed and every ticket drawn as steps.
  p.uniform_step_cap = 400;
  p.progress_step_cap = 3000;
  p.playouts = 2000;  // the normal run's floor for every engine (about 5 min of one core)
  p.option_sets = {
      {},
      {{"initial_choice_visibility", "open_in_turn"}},
      {{"draw_needs_deck", "true"}, {"max_loco_resets", "0"}},
      {{"last_tiebreak", "path_length"}, {"ticket_set", "1912_all"}},
  };
  return p;
}

const ProfileRegistration kTicketToRideEurope("ticket_to_ride_europe", TicketToRideEuropeProfile);

}  // namespace
}  // namespace arbiter::conformance
