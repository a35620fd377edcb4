// J11: ResampleHidden's redraw (rules.h). What a viewer may see is EncodePayload's (state.cc):
// its own hand, placement, preset letter and discards, every public field; the others' hands,
// unrevealed placements, preset letters and discards, the piles' contents and the generator
// state are not.
//
// What stays: every public field, the viewer's hand, its own discards (Seat.discarded: they
// stay in the discard pile with their identity), the Colony Convoys known to lie in the
// discard pile (State.open_discards), the viewer's placement and letter. What is redrawn, at
// random and consistently (CheckState holds, the sizes stay): the cards of the other hands, the
// draw pile and the part of the discard pile the viewer cannot name, drawn from the pool of
// those cards; each other seat's own discards from that unknown part of the discard pile; each
// other seat's committed but unrevealed placement, uniformly among its legal placements with
// its redrawn hand; the other seats' preset letters among the letters the viewer does not
// hold; the generator state.
#include <algorithm>

#include "absl/types/span.h"
#include "engines/core/game.h"
#include "engines/core/rng.h"
#include "engines/jump_drive/rules.h"

namespace arbiter {
namespace jump_drive {
namespace {

int At(const std::vector<int>& v, int c) { return c < static_cast<int>(v.size()) ? v[c] : 0; }

// `n` cards drawn from `pool` (removed from it) into `into` (counts per deck card).
void Take(Rng& rng, int n, std::vector<int>& pool, std::vector<int>* into, int* size) {
  for (int k = 0; k < n; ++k) {
    const int c = rng.Weighted(absl::Span<const int>(pool));
    if (c < 0) return;
    --pool[c];
    ++(*into)[c];
    if (size != nullptr) ++*size;
  }
}

// The other seats' preset letters (start_hands = preset), distinct, among the pack's letters
// the viewer does not hold; seats [0, assigned) have one. Returns them by seat.
std::array<int, kMaxSeats> RedrawLetters(const State& s, int viewer, int assigned, Rng& rng) {
  std::array<int, kMaxSeats> out{};
  std::vector<int> free;
  const int own = viewer >= 0 && viewer < s.seat_count ? s.seats[viewer].preset : -1;
  for (int l = 0; l < 4; ++l) {
    if (s.pack->has_preset[l] && l != own) free.push_back(l);
  }
  for (int i = 0; i < s.seat_count; ++i) {
    out[i] = s.seats[i].preset;
    if (i == viewer || i >= assigned || free.empty()) continue;
    const int k = rng.Uniform(static_cast<int>(free.size()));
    out[i] = free[k];
    free.erase(free.begin() + k);
  }
  return out;
}

// Preset hands being assigned (PHASE_SETUP, EXTERNAL): the hands given so far are exactly
// their letters' cards and nothing else has been dealt, so the other seats' letters are
// redrawn and their hands follow; every card not in a hand is in the draw pile, so the
// letters still to assign stay whole there.
void ResamplePresetAssignment(State& s, int viewer, Rng& rng) {
  const Pack& pack = *s.pack;
  const std::array<int, kMaxSeats> letters = RedrawLetters(s, viewer, s.presets_assigned, rng);
  for (int c = 0; c < pack.deck_types; ++c) s.draw[c] = pack.cards[c].count;
  s.draw_size = pack.deck_cards;
  for (int i = 0; i < s.seat_count; ++i) {
    Seat& seat = s.seats[i];
    if (i != viewer && i < s.presets_assigned) {
      seat.preset = letters[i];
      seat.hand.assign(pack.deck_types, 0);
      for (int c : pack.preset[seat.preset]) ++seat.hand[c];
    }
    for (int c = 0; c < pack.deck_types; ++c) {
      s.draw[c] -= seat.hand[c];
      s.draw_size -= seat.hand[c];
    }
  }
}

// A legal placement of `seat` (its hand as it is now), uniformly among ListPlacements'.
Placement RandomPlacement(const State& s, int seat, Rng& rng) {
  std::vector<pb::Action> legal;
  ListPlacements(s, seat, &legal);
  const pb::Action& a = legal[rng.Uniform(static_cast<int>(legal.size()))];
  Placement p;
  if (a.has_explore()) {
    p.explore = true;
    return p;
  }
  if (!a.place().development().empty()) p.dev = s.pack->Find(a.place().development());
  if (!a.place().world().empty()) p.world = s.pack->Find(a.place().world());
  p.mode = static_cast<Mode>(static_cast<int>(a.place().mode()));
  return p;
}

}  // namespace

void ResampleHiddenCards(State& s, int viewer, uint64_t seed) {
  const Pack& pack = *s.pack;
  const int types = pack.deck_types;
  Rng rng(seed);
  if (s.phase == Phase::kSetup && s.options.preset) {
    ResamplePresetAssignment(s, viewer, rng);
    if (!s.external) s.rng_state = rng.Next();
    return;
  }
  const bool seat_viewer = viewer >= 0 && viewer < s.seat_count;
  // The cards the viewer cannot name: the other hands, the draw pile, and the discard pile less
  // the viewer's own discards and the open ones.
  std::vector<int> pool(types, 0);
  for (int c = 0; c < types; ++c) {
    pool[c] = s.draw[c] + s.discard[c] - At(s.open_discard, c) -
              (seat_viewer ? At(s.seats[viewer].discarded, c) : 0);
  }
  for (int i = 0; i < s.seat_count; ++i) {
    if (i == viewer) continue;
    for (int c = 0; c < types; ++c) pool[c] += s.seats[i].hand[c];
  }
  for (int i = 0; i < s.seat_count; ++i) {
    if (i == viewer) continue;
    Seat& seat = s.seats[i];
    const int size = seat.hand_size;
    seat.hand.assign(types, 0);
    Take(rng, size, pool, &seat.hand, nullptr);
  }
  s.draw.assign(types, 0);
  Take(rng, s.draw_size, pool, &s.draw, nullptr);
  // The rest of the pool is the unknown part of the discard pile; the other seats' own
  // discards are drawn from it, each disjoint from the others'.
  std::vector<int> loose = pool;
  for (int c = 0; c < types; ++c) {
    s.discard[c] = pool[c] + At(s.open_discard, c) +
                   (seat_viewer ? At(s.seats[viewer].discarded, c) : 0);
  }
  for (int i = 0; i < s.seat_count; ++i) {
    if (i == viewer) continue;
    Seat& seat = s.seats[i];
    const int size = seat.discarded_size;
    seat.discarded.assign(types, 0);
    seat.discarded_size = 0;
    Take(rng, size, loose, &seat.discarded, &seat.discarded_size);
  }
  if (s.options.preset) {
    const std::array<int, kMaxSeats> letters = RedrawLetters(s, viewer, s.seat_count, rng);
    for (int i = 0; i < s.seat_count; ++i) s.seats[i].preset = letters[i];
  }
  if (s.phase == Phase::kPlace) {
    for (int i = 0; i < s.seat_count; ++i) {
      if (i != viewer && s.seats[i].committed) s.seats[i].placed = RandomPlacement(s, i, rng);
    }
  }
  if (!s.external) s.rng_state = rng.Next();
}

}  // namespace jump_drive
}  // namespace arbiter
