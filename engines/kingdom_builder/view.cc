// K12 hidden information: what a viewer may not know (other seats' held terrain cards, the draw
// pile's composition, the generator state), removed (View) or redrawn (ResampleHidden).
#include <vector>

#include "engines/core/envelope.h"
#include "engines/core/rng.h"
#include "engines/kingdom_builder/kingdom_builder.h"
#include "engines/kingdom_builder/state.h"

namespace arbiter {
namespace kingdom_builder {

absl::StatusOr<v1::GameState> KingdomBuilderGame::View(const v1::GameState& state,
                                                       int viewer) const {
  State decoded;
  ARBITER_RETURN_IF_ERROR(DecodeState(info_, state, &decoded));
  ARBITER_RETURN_IF_ERROR(CheckViewer(viewer, decoded.seat_count));
  // The payload DecodeState parsed into (this thread's StateScratch message) is reused for the
  // view; nothing else uses StateScratch before PackState has serialized it.
  pb::State& p = *StateScratch::ThisThread().Kept<kParsedState>();
  // The view is built from the decoded state (EncodePayload), never from the caller's message: it
  // is then in the current format whatever format came in, canonical (the same bytes for both
  // formats of one state), and free of whatever unknown fields the caller's payload carried (a
  // field a newer release hides would otherwise be echoed to every seat).
  EncodePayload(decoded, &p);
  p.clear_rng_state();
  p.clear_draw_pile();  // draw_pile_size stays public
  for (int seat = 0; seat < p.seats_size(); ++seat) {
    pb::Seat* ps = p.mutable_seats(seat);
    if (seat != viewer && ps->held_card() != pb::TERRAIN_UNSPECIFIED) {
      ps->set_held_card(pb::TERRAIN_HIDDEN);
    }
  }
  return PackState(info_, p);
}

absl::StatusOr<v1::GameState> KingdomBuilderGame::ResampleHidden(const v1::GameState& state,
                                                                 int viewer,
                                                                 uint64_t seed) const {
  State s;
  ARBITER_RETURN_IF_ERROR(DecodeState(info_, state, &s));
  ARBITER_RETURN_IF_ERROR(CheckViewer(viewer, s.seat_count));
  // The cards the viewer cannot place: the draw pile and the other seats' held cards.
  std::vector<int> unknown;
  std::vector<int> holders;
  for (int t = 1; t <= kCardTerrains; ++t) {
    for (int i = 0; i < s.draw[t]; ++i) unknown.push_back(t);
  }
  for (int seat = 0; seat < s.seat_count; ++seat) {
    if (seat == viewer || s.seats[seat].held == 0) continue;
    unknown.push_back(s.seats[seat].held);
    holders.push_back(seat);
  }
  Rng rng(seed);
  rng.Shuffle(absl::MakeSpan(unknown));
  size_t next = 0;
  for (int seat : holders) s.seats[seat].held = unknown[next++];
  s.draw = Counts{};
  for (; next < unknown.size(); ++next) ++s.draw[unknown[next]];
  if (!s.external) s.rng_state = rng.Next();
  return PackState(info_, EncodePayload(s));
}

}  // namespace kingdom_builder
}  // namespace arbiter
