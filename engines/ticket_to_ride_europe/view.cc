#include "engines/ticket_to_ride_europe/view.h"

#include <algorithm>

#include "engines/core/rng.h"

namespace arbiter::ticket_to_ride_europe {
namespace {

void Blank(google::protobuf::RepeatedField<int32_t>* ids) {
  for (int i = 0; i < ids->size(); ++i) ids->Set(i, 0);
}

// R1: during a hidden initial choice nothing of another seat's choice is visible.
bool HiddenInitialChoice(const State& s) {
  return s.phase == pb::PHASE_INITIAL_TICKETS &&
         s.options.initial_choice_visibility() == pb::INITIAL_CHOICE_VISIBILITY_HIDDEN_UNTIL_ALL;
}

// A ticket slot the viewer cannot see: the list holding it and its index there.
struct Slot {
  std::vector<int>* list;
  size_t index;
};

}  // namespace

pb::State ViewOf(const State& s, int viewer) {
  pb::State p;
  ViewOf(s, viewer, &p);
  return p;
}

void ViewOf(const State& s, int viewer, pb::State* out) {
  out->Clear();
  ViewOfReusing(s, viewer, out);
}

void ViewOfReusing(const State& s, int viewer, pb::State* out) {
  EncodeStateReusing(s, out);
  pb::State& p = *out;
  p.set_rng_state(0);
  p.clear_train_deck();
  Blank(p.mutable_ticket_deck());
  Blank(p.mutable_long_tickets_undealt());
  for (pb::TicketUnderDeck& t : *p.mutable_ticket_deck_bottom()) {
    if (t.returned_by() != viewer) t.set_ticket_id(0);
  }
  const bool over = s.phase == pb::PHASE_GAME_OVER;
  for (int i = 0; i < s.seat_count; ++i) {
    if (i == viewer) continue;
    pb::Player* pl = p.mutable_players(i);
    pl->clear_hand();
    if (HiddenInitialChoice(s) && pl->initial_choice_made()) {
      pl->clear_tickets();
      pl->clear_tickets_discarded();
    }
    if (!over) Blank(pl->mutable_tickets());
    Blank(pl->mutable_tickets_offered());
    Blank(pl->mutable_tickets_discarded());
  }
}

State Resample(const Map& map, const State& s, int viewer, uint64_t seed) {
  State r = s;
  Rng rng(seed);
  // Train cards: the deck and the hands of the other seats.
  std::vector<int> cards;
  for (int t = 0; t < kCardTypes; ++t) cards.insert(cards.end(), r.deck[t], t);
  std::vector<int> sizes(r.seat_count, 0);
  for (int i = 0; i < r.seat_count; ++i) {
    if (i == viewer) continue;
    sizes[i] = Total(r.players[i].hand);
    for (int t = 0; t < kCardTypes; ++t) cards.insert(cards.end(), r.players[i].hand[t], t);
    r.players[i].hand = Cards{};
  }
  rng.Shuffle(absl::MakeSpan(cards));
  size_t next = 0;
  for (int i = 0; i < r.seat_count; ++i) {
    for (int k = 0; k < sizes[i]; ++k) ++r.players[i].hand[cards[next++]];
  }
  r.deck = Cards{};
  for (; next < cards.size(); ++next) ++r.deck[cards[next]];

  // Tickets the viewer cannot see, kept in their places and kinds.
  std::vector<Slot> slots;
  auto add_all = [&](std::vector<int>* list) {
    for (size_t j = 0; j < list->size(); ++j) slots.push_back({list, j});
  };
  add_all(&r.ticket_deck);
  add_all(&r.long_undealt);
  std::vector<int> bottom_ids;
  std::vector<size_t> bottom_pos;
  for (size_t j = 0; j < r.ticket_bottom.size(); ++j) {
    if (r.ticket_bottom[j].second == viewer) continue;
    bottom_ids.push_back(r.ticket_bottom[j].first);
    bottom_pos.push_back(j);
  }
  add_all(&bottom_ids);
  for (int i = 0; i < r.seat_count; ++i) {
    if (i == viewer) continue;
    if (r.phase != pb::PHASE_GAME_OVER) add_all(&r.players[i].tickets);
    add_all(&r.players[i].offered);
    add_all(&r.players[i].discarded);
  }
  for (bool is_long : {false, true}) {
    std::vector<int> pool;
    std::vector<Slot> mine;
    for (const Slot& sl : slots) {
      const int id = (*sl.list)[sl.index];
      if (map.ticket(id)->long_ticket != is_long) continue;
      pool.push_back(id);
      mine.push_back(sl);
    }
    rng.Shuffle(absl::MakeSpan(pool));
    for (size_t k = 0; k < mine.size(); ++k) (*mine[k].list)[mine[k].index] = pool[k];
  }
  for (size_t k = 0; k < bottom_pos.size(); ++k) r.ticket_bottom[bottom_pos[k]].first = bottom_ids[k];
  std::sort(r.ticket_deck.begin(), r.ticket_deck.end());
  std::sort(r.long_undealt.begin(), r.long_undealt.end());
  r.rng_state = rng.Next();
  return r;
}

}  // namespace arbiter::ticket_to_ride_europe
