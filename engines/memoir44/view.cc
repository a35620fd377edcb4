// Hidden information (rules.md M18): what a viewer may see of a Memoir '44 state, and a state
// redrawn from what it may not (rules.h ViewOf, Resample).
//
// Public: the board, units, figures, obstacles, medals, objectives, the card in play, the
// discard pile (so Recon's rejected card), each side's last card, hand sizes, the pile's size,
// the battle and its dice. Private to its owner: the hand; Recon's two drawn cards are the
// active seat's until KEEP. Secret to all: the draw pile's order and contents (ids 0; in
// EXTERNAL mode too, since with the hands they would tell the other hand) and the generator
// state (0). R6: who holds Ambush is never told by a view, since hands are hidden.
#include <algorithm>

#include "engines/core/game.h"
#include "engines/core/rng.h"
#include "engines/memoir44/rules.h"

namespace arbiter::memoir44 {
namespace {

bool SeesHand(int viewer, int seat) { return viewer == seat; }
bool SeesRecon(const State& s, int viewer) { return viewer == s.current_seat; }

}  // namespace

void ViewOf(const State& s, int viewer, pb::State* out) {
  EncodeState(s, out);
  out->set_rng_state(0);
  for (int i = 0; i < 2; ++i) {
    if (SeesHand(viewer, i)) continue;
    auto* hand = out->mutable_players(i)->mutable_hand();
    for (int k = 0; k < hand->size(); ++k) hand->Set(k, 0);
  }
  auto* pile = out->mutable_draw_pile();
  for (int k = 0; k < pile->size(); ++k) pile->Set(k, 0);
  if (!SeesRecon(s, viewer)) {
    auto* recon = out->mutable_recon_drawn();
    for (int k = 0; k < recon->size(); ++k) recon->Set(k, 0);
  }
}

State Resample(const State& s, int viewer, uint64_t seed) {
  State r = s;
  Rng rng(seed);
  // The cards `viewer` cannot see, then dealt again into the same places.
  std::vector<int8_t> hidden;
  for (int i = 0; i < 2; ++i) {
    if (!SeesHand(viewer, i))
      hidden.insert(hidden.end(), s.players[i].hand.begin(), s.players[i].hand.end());
  }
  hidden.insert(hidden.end(), s.draw_pile.begin(), s.draw_pile.end());
  const bool recon_hidden = !SeesRecon(s, viewer);
  if (recon_hidden) hidden.insert(hidden.end(), s.recon_drawn.begin(), s.recon_drawn.end());
  rng.Shuffle(absl::MakeSpan(hidden));
  size_t next = 0;
  for (int i = 0; i < 2; ++i) {
    if (SeesHand(viewer, i)) continue;
    for (int8_t& c : r.players[i].hand) c = hidden[next++];
  }
  for (int8_t& c : r.draw_pile) c = hidden[next++];
  if (recon_hidden) {
    for (int8_t& c : r.recon_drawn) c = hidden[next++];
  }
  if (r.external) {
    std::sort(r.draw_pile.begin(), r.draw_pile.end());
    r.rng_state = 0;
  } else {
    r.rng_state = rng.Next();
  }
  return r;
}

}  // namespace arbiter::memoir44
