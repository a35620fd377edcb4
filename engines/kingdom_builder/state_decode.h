// Private to state.cc, state_hexes.cc and check.cc: the pieces of DecodePayload and CheckState
// (state.h) shared between those files. state_hexes.cc decodes the parts of a state that name
// hexes of the map, which are laid out differently in state format 1 (HexCoord submessages) and
// format 2 (hex indices); see the format notes at the top of kingdom_builder.proto. Every error
// is INVALID_ARGUMENT "state.payload.<field>: <what>" with the field named as the state's own
// format names it.
#ifndef ARBITER_ENGINES_KINGDOM_BUILDER_STATE_DECODE_H_
#define ARBITER_ENGINES_KINGDOM_BUILDER_STATE_DECODE_H_

#include <cstdint>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/string_view.h"
#include "engines/kingdom_builder/state.h"

namespace arbiter {
namespace kingdom_builder {
namespace internal {

// INVALID_ARGUMENT "state.payload.<field>: <what>".
absl::Status Bad(absl::string_view field, absl::string_view what);

// The hex index of a wire hex, INVALID_ARGUMENT off the 20x20 map (K2). `field()` gives the
// field path; it is called only on error (no string work for a valid state).
// Format 1 (and TileLossChoice in both formats): a HexCoord, row and col in 0..19.
template <typename Field>
absl::StatusOr<int> HexOf(const pb::HexCoord& h, Field field) {
  if (!InMap(h.row(), h.col())) {
    return Bad(field(), absl::StrCat("(", h.row(), ",", h.col(), ") is off the 20x20 map (K2)"));
  }
  return Index(h.row(), h.col());
}
// Format 2: a hex index row * 20 + col, below 400.
template <typename Field>
absl::StatusOr<int> HexOf(uint32_t index, Field field) {
  if (index >= static_cast<uint32_t>(kHexCount)) {
    return Bad(field(), absl::StrCat(index, " is off the 20x20 map (a hex index is row * 20 + "
                                            "col, below 400, K2)"));
  }
  return static_cast<int>(index);
}

// True when a settlement of `seat` stands next to `hex` (K2 adjacency).
bool TouchesOwn(const State& s, int hex, int seat);

// The state sets no field of the other format than `format` (1 or 2): INVALID_ARGUMENT naming
// the first such field otherwise ("a field of state format 1 in a state of format 2").
// Needs p.seats_size() checked (any size is safe).
absl::Status CheckLayout(const pb::State& p, uint32_t format);

// The settlements (owner of each hex, on a hex that may hold one, K4; with each seat's supply,
// 40 in all, K1) and the location tiles left on each location hex (0..2, one entry per location
// hex of the map). Needs s->seat_count, s->boards and s->map (PlaceBoards) decoded.
absl::Status DecodeMapContents(const pb::State& p, uint32_t format, State* s);

// Each seat's supply, held card, the hexes it took tiles from and the tiles it holds (each
// tile's origin a location hex of its type among those taken from, K8). Needs
// DecodeMapContents done. How they fit the map contents: CheckState (CheckTiles).
absl::Status DecodeSeats(const pb::State& p, uint32_t format, State* s);

// CheckState (check.cc) in its two parts. CheckSetup: the boards and KB cards drawn so far
// match the phase and the options (K3, R1); DecodePayload runs it before the map contents, whose
// presence follows from the boards. CheckPlay: every other invariant.
absl::Status CheckSetup(const State& s);
absl::Status CheckPlay(const State& s);

}  // namespace internal
}  // namespace kingdom_builder
}  // namespace arbiter

#endif  // ARBITER_ENGINES_KINGDOM_BUILDER_STATE_DECODE_H_
