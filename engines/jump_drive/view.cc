// J11: ResampleHidden's redraw (rules.h). What a viewer may see is EncodePayload's (state.cc):
// its own hand and placement, every public field; the others' hands and unrevealed placements,
// their preset letters, the piles' contents and the generator state are not.
#include "absl/types/span.h"
#include "engines/core/game.h"
#include "engines/core/rng.h"
#include "engines/jump_drive/rules.h"

namespace arbiter {
namespace jump_drive {

void ResampleHiddenCards(State& s, int viewer, uint64_t seed) {
  const Pack& pack = *s.pack;
  Rng rng(seed);
  // The cards the viewer cannot place: the others' hands (less a committed placement's cards,
  // which the commit fixed and CheckState judges), the draw pile and the discard pile.
  std::vector<int> pool(pack.deck_types, 0);
  std::array<std::vector<int>, kMaxSeats> fixed;
  std::array<int, kMaxSeats> sizes{};
  for (int i = 0; i < s.seat_count; ++i) {
    if (i == viewer) continue;
    Seat& seat = s.seats[i];
    fixed[i].assign(pack.deck_types, 0);
    if (s.phase == Phase::kSetup && s.options.preset) {
      // Preset hands being assigned: the remaining letters must stay whole in the draw pile,
      // so the hands dealt so far are kept (the deal itself leaves nothing else to redraw).
      fixed[i] = seat.hand;
    } else if (s.phase == Phase::kPlace && seat.committed) {
      if (seat.placed.dev >= 0 && seat.placed.dev < pack.deck_types) ++fixed[i][seat.placed.dev];
      if (seat.placed.world >= 0) ++fixed[i][seat.placed.world];
    }
    for (int c = 0; c < pack.deck_types; ++c) {
      pool[c] += seat.hand[c] - fixed[i][c];
      sizes[i] += seat.hand[c] - fixed[i][c];
    }
  }
  for (int c = 0; c < pack.deck_types; ++c) pool[c] += s.draw[c] + s.discard[c];
  auto take = [&](int n, std::vector<int>* into) {
    for (int k = 0; k < n; ++k) {
      const int c = rng.Weighted(absl::Span<const int>(pool));
      if (c < 0) return;
      --pool[c];
      ++(*into)[c];
    }
  };
  for (int i = 0; i < s.seat_count; ++i) {
    if (i == viewer) continue;
    s.seats[i].hand = fixed[i];
    take(sizes[i], &s.seats[i].hand);
  }
  s.draw.assign(pack.deck_types, 0);
  take(s.draw_size, &s.draw);
  s.discard.assign(pack.deck_types, 0);
  take(s.discard_size, &s.discard);
  if (!s.external) s.rng_state = rng.Next();
}

}  // namespace jump_drive
}  // namespace arbiter
