// J11 hidden information through the boundary: views hide other hands, unrevealed placements,
// pile contents and the generator; a seat's view before the reveal is identical whatever the
// others committed; events show others counts only; ResampleHidden keeps every view.
#include <map>
#include <set>
#include <string>

#include "gtest/gtest.h"
#include "engines/core/events.h"
#include "engines/jump_drive/test_util.h"

namespace arbiter {
namespace jump_drive {
namespace {

using namespace testing;  // NOLINT

pb::State Payload(const v1::GameState& g) {
  pb::State p;
  EXPECT_TRUE(g.payload().UnpackTo(&p));
  return p;
}

// A seeded 3-seat game of the built-in pack, past the setup discard, in round 1's PLACE.
v1::GameState PlaceStart() {
  absl::StatusOr<NewGameResult> g = Engine().NewGame(NewSetup(3, 42));
  EXPECT_TRUE(g.ok());
  v1::GameState state = g->state;
  for (int seat = 0; seat < 3; ++seat) {
    absl::StatusOr<std::vector<google::protobuf::Any>> legal = Engine().LegalActions(state, seat);
    absl::StatusOr<ApplyResult> r = Engine().Apply(state, seat, legal->front());
    EXPECT_TRUE(r.ok() && r->legal);
    state = r->state;
  }
  return state;
}

TEST(J11, ViewHidesWhatTheViewerMayNotKnow) {
  const v1::GameState state = PlaceStart();
  absl::StatusOr<v1::GameState> view = Engine().View(state, 1);
  ASSERT_TRUE(view.ok());
  const pb::State p = Payload(*view);
  EXPECT_EQ(p.rng_state(), 0u);
  EXPECT_EQ(p.draw_pile_size(), 0);
  EXPECT_EQ(p.discard_pile_size(), 0);
  EXPECT_GT(p.draw_pile_count(), 0);
  EXPECT_EQ(p.discard_pile_count(), 6);
  EXPECT_EQ(p.seats(0).hand_size(), 0);
  EXPECT_EQ(p.seats(0).hand_count(), 5);
  EXPECT_GT(p.seats(1).hand_size(), 0);
  absl::StatusOr<v1::GameState> spectator = Engine().View(state, kSpectator);
  ASSERT_TRUE(spectator.ok());
  const pb::State sp = Payload(*spectator);
  for (const pb::Seat& seat : sp.seats()) EXPECT_EQ(seat.hand_size(), 0);
}

// The simultaneous commit: seat 2's view after seats 0 and 1 commit is the same whatever they
// committed (and the same as when seat 1 explores and seat 0 places).
TEST(J11, ViewBeforeRevealIdenticalWhateverOthersCommitted) {
  const v1::GameState start = PlaceStart();
  std::set<std::string> views_of_2;
  absl::StatusOr<std::vector<google::protobuf::Any>> l0 = Engine().LegalActions(start, 0);
  absl::StatusOr<std::vector<google::protobuf::Any>> l1 = Engine().LegalActions(start, 1);
  ASSERT_TRUE(l0.ok() && l1.ok());
  ASSERT_GT(l0->size(), 1u);
  int combinations = 0;
  for (const google::protobuf::Any& a0 : *l0) {
    for (size_t k = 0; k < l1->size(); k += 2) {
      absl::StatusOr<ApplyResult> r0 = Engine().Apply(start, 0, a0);
      ASSERT_TRUE(r0.ok() && r0->legal);
      absl::StatusOr<ApplyResult> r1 = Engine().Apply(r0->state, 1, (*l1)[k]);
      ASSERT_TRUE(r1.ok() && r1->legal);
      absl::StatusOr<v1::GameState> v = Engine().View(r1->state, 2);
      ASSERT_TRUE(v.ok());
      views_of_2.insert(v->SerializeAsString());
      // What seat 2 sees of the commits: "committed" only.
      for (const v1::Event& e : RedactEvents(r1->events, 2)) {
        pb::Event d;
        ASSERT_TRUE(e.detail().UnpackTo(&d));
        ASSERT_TRUE(d.has_committed());
        EXPECT_FALSE(d.committed().has_placement());
      }
      ++combinations;
    }
  }
  EXPECT_GT(combinations, 4);
  EXPECT_EQ(views_of_2.size(), 1u);
}

// Draws: the drawer sees its cards, the others the count only.
TEST(J11, DrawEventsShowOthersCounts) {
  v1::GameState state = PlaceStart();
  std::vector<v1::Event> events;
  for (int seat = 0; seat < 3; ++seat) {
    pb::Action a = ExploreA();
    google::protobuf::Any any;
    any.PackFrom(a);
    absl::StatusOr<ApplyResult> r = Engine().Apply(state, seat, any);
    ASSERT_TRUE(r.ok() && r->legal);
    state = r->state;
    events = r->events;
  }
  int own = 0, other = 0;
  for (const v1::Event& e : events) {
    pb::Event mine, theirs;
    ASSERT_TRUE(RedactEvent(e, 0).detail().UnpackTo(&mine));
    ASSERT_TRUE(RedactEvent(e, 1).detail().UnpackTo(&theirs));
    if (!mine.has_drew() || mine.drew().seat() != 0) continue;
    EXPECT_EQ(mine.drew().cards_size(), 1);
    EXPECT_EQ(theirs.drew().cards_size(), 0);
    EXPECT_EQ(theirs.drew().count(), 1);
    ++own;
    ++other;
  }
  EXPECT_EQ(own, 5);  // X + 2 with the marker's 3 explore icons
}

TEST(J11, ResampleKeepsTheView) {
  const v1::GameState start = PlaceStart();
  absl::StatusOr<std::vector<google::protobuf::Any>> l0 = Engine().LegalActions(start, 0);
  absl::StatusOr<ApplyResult> r = Engine().Apply(start, 0, l0->back());
  ASSERT_TRUE(r.ok() && r->legal);
  for (int viewer : {0, 1, kSpectator}) {
    for (uint64_t seed : {1u, 2u, 3u}) {
      absl::StatusOr<v1::GameState> re = Engine().ResampleHidden(r->state, viewer, seed);
      ASSERT_TRUE(re.ok()) << re.status();
      EXPECT_TRUE(Engine().Check(*re).ok());
      EXPECT_EQ(Engine().View(*re, viewer)->SerializeAsString(),
                Engine().View(r->state, viewer)->SerializeAsString());
      EXPECT_NE(re->SerializeAsString(), r->state.SerializeAsString());
    }
  }
}

// The cards `seat` saw itself discard face down (setup, explore, payment, hand limit), by the
// Discarded events as it sees them, counted by card id.
std::map<std::string, int> OwnDiscards(const std::vector<v1::Event>& events, int seat) {
  std::map<std::string, int> out;
  for (const v1::Event& e : RedactEvents(events, seat)) {
    pb::Event d;
    EXPECT_TRUE(e.detail().UnpackTo(&d));
    if (!d.has_discarded() || d.discarded().seat() != seat) continue;
    for (const std::string& c : d.discarded().cards()) ++out[c];
  }
  return out;
}

std::map<std::string, int> Counts(const google::protobuf::RepeatedPtrField<pb::CardCount>& l) {
  std::map<std::string, int> out;
  for (const pb::CardCount& c : l) out[c.card()] = c.count();
  return out;
}

// J11: a seat knows the cards it discarded itself. Resampled for that seat, those cards are
// still in the discard pile (and its own record), whatever the seed, while the cards it cannot
// know (the other hands, the draw pile, the other seats' discards and unrevealed placements)
// are redrawn and its view stays the same.
TEST(J11, ResampleKeepsTheViewersOwnDiscards) {
  absl::StatusOr<NewGameResult> g = Engine().NewGame(NewSetup(3, 42));
  ASSERT_TRUE(g.ok());
  v1::GameState state = g->state;
  std::vector<v1::Event> all;
  // The setup discard, then every seat explores; seat 0 discards what it owes (explore
  // discards), the others stay owing theirs.
  auto act = [&](int seat, const google::protobuf::Any& a) {
    absl::StatusOr<ApplyResult> r = Engine().Apply(state, seat, a);
    ASSERT_TRUE(r.ok() && r->legal);
    state = r->state;
    all.insert(all.end(), r->events.begin(), r->events.end());
  };
  for (int seat = 0; seat < 3; ++seat) act(seat, Engine().LegalActions(state, seat)->front());
  google::protobuf::Any explore;
  explore.PackFrom(ExploreA());
  for (int seat = 0; seat < 3; ++seat) act(seat, explore);
  while (Payload(state).seats(0).step() == pb::STEP_EXPLORE_DISCARD) {
    act(0, Engine().LegalActions(state, 0)->back());
  }
  const std::map<std::string, int> own = OwnDiscards(all, 0);
  int own_cards = 0;
  for (const auto& [card, n] : own) own_cards += n;
  ASSERT_EQ(own_cards, 2 + 3);  // the setup discard and X = 3 (the marker's explore icons)
  const std::string view = Engine().View(state, 0)->SerializeAsString();
  const pb::State before = Payload(state);
  int others_changed = 0, their_discards_changed = 0;
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    absl::StatusOr<v1::GameState> re = Engine().ResampleHidden(state, 0, seed);
    ASSERT_TRUE(re.ok()) << re.status();
    ASSERT_TRUE(Engine().Check(*re).ok()) << Engine().Check(*re);
    EXPECT_EQ(Engine().View(*re, 0)->SerializeAsString(), view) << "seed " << seed;
    const pb::State after = Payload(*re);
    const std::map<std::string, int> pile = Counts(after.discard_pile());
    for (const auto& [card, n] : own) {
      EXPECT_GE(pile.count(card) ? pile.at(card) : 0, n) << card << " left the pile, seed " << seed;
    }
    EXPECT_EQ(Counts(after.seats(0).discarded()), own) << "seed " << seed;
    others_changed += Counts(after.seats(1).hand()) != Counts(before.seats(1).hand());
    their_discards_changed +=
        Counts(after.seats(1).discarded()) != Counts(before.seats(1).discarded());
    // Every copy keeps its owner's record inside the pile.
    EXPECT_EQ(after.seats(1).discarded().size() > 0, before.seats(1).discarded().size() > 0);
  }
  EXPECT_GT(others_changed, 0);
  EXPECT_GT(their_discards_changed, 0);
}

// A committed placement is hidden until the reveal (J3), so a resample for another seat redraws
// it among the legal placements of the redrawn hand, not only the hand around it.
TEST(J11, ResampleRedrawsOthersUnrevealedPlacement) {
  const v1::GameState start = PlaceStart();
  absl::StatusOr<std::vector<google::protobuf::Any>> l1 = Engine().LegalActions(start, 1);
  ASSERT_TRUE(l1.ok() && l1->size() > 1);
  absl::StatusOr<ApplyResult> r = Engine().Apply(start, 1, l1->back());
  ASSERT_TRUE(r.ok() && r->legal);
  const std::string placed = Payload(r->state).seats(1).placement().SerializeAsString();
  std::set<std::string> seen;
  for (uint64_t seed = 1; seed <= 40; ++seed) {
    absl::StatusOr<v1::GameState> re = Engine().ResampleHidden(r->state, 0, seed);
    ASSERT_TRUE(re.ok()) << re.status();
    ASSERT_TRUE(Engine().Check(*re).ok());
    EXPECT_EQ(Engine().View(*re, 0)->SerializeAsString(),
              Engine().View(r->state, 0)->SerializeAsString());
    EXPECT_TRUE(Payload(*re).seats(1).committed());
    seen.insert(Payload(*re).seats(1).placement().SerializeAsString());
    // Seat 1's own resample keeps its placement.
    absl::StatusOr<v1::GameState> own = Engine().ResampleHidden(r->state, 1, seed);
    ASSERT_TRUE(own.ok());
    EXPECT_EQ(Payload(*own).seats(1).placement().SerializeAsString(), placed);
  }
  EXPECT_GT(seen.size(), 1u);
}


// Preset hands being assigned (EXTERNAL): a resampled state keeps every remaining letter
// assignable, passes Check and gives the same view.
TEST(J11, ResampleDuringPresetAssignment) {
  pb::Pack pack = PackMessage(Dev("a", 1) + World("b", 1, "blue"));
  for (const char* letter : {"A", "B"}) {
    pb::PresetHand* h = pack.add_preset_hands();
    h->set_letter(letter);
    for (const char* c : {"a", "b", "filler", "filler", "filler"}) h->add_cards(c);
  }
  v1::GameSetup setup = NewSetup(2, 0, &pack, /*external=*/true);
  (*setup.mutable_options())["start_hands"] = "preset";
  absl::StatusOr<NewGameResult> g = Engine().NewGame(setup);
  ASSERT_TRUE(g.ok()) << g.status();
  pb::Action c;
  c.mutable_chance_outcome()->set_preset_hand("A");
  google::protobuf::Any any;
  any.PackFrom(c);
  absl::StatusOr<ApplyResult> r = Engine().Apply(g->state, kChance, any);
  ASSERT_TRUE(r.ok() && r->legal);
  for (int viewer : {1, kSpectator}) {
    absl::StatusOr<v1::GameState> re = Engine().ResampleHidden(r->state, viewer, 9);
    ASSERT_TRUE(re.ok()) << re.status();
    EXPECT_TRUE(Engine().Check(*re).ok());
    EXPECT_EQ(Engine().View(*re, viewer)->SerializeAsString(),
              Engine().View(r->state, viewer)->SerializeAsString());
    EXPECT_EQ(Engine().LegalActions(*re, kChance)->size(), 1u);
  }
}

// J11: a placement is its owner's until REVEAL (the owner sees it at once, the others and a
// spectator see "committed" only); after REVEAL it is public.
TEST(J11, OwnPlacementBeforeRevealPublicAfter) {
  auto pack = MakePack(Dev("d", 1) + World("w", 1, "blue"));
  State s = PlaceState(*pack, 3);
  Give(s, 0, "d");
  Give(s, 0, "w");
  Give(s, 0, "filler", 3);
  ASSERT_EQ(Do(s, 0, PlaceA("d", "w", pb::WORLD_MODE_PAY)), "");
  pb::State own, other, spectator;
  EncodePayload(s, 0, &own);
  EncodePayload(s, 1, &other);
  EncodePayload(s, kSpectator, &spectator);
  EXPECT_EQ(own.seats(0).placement().development(), "d");
  EXPECT_EQ(own.seats(0).placement().world(), "w");
  for (const pb::State* v : {&other, &spectator}) {
    EXPECT_TRUE(v->seats(0).committed());
    EXPECT_FALSE(v->seats(0).has_placement());
    EXPECT_EQ(v->seats(0).hand_count(), 5);  // the hand is unchanged until the reveal
    EXPECT_EQ(v->seats(0).hand_size(), 0);
  }
  ASSERT_EQ(Do(s, 1, ExploreA()), "");
  ASSERT_EQ(Do(s, 2, ExploreA()), "");
  pb::State after;
  EncodePayload(s, 1, &after);
  EXPECT_EQ(after.seats(0).placement().development(), "d");
  EXPECT_EQ(after.seats(0).placement().world(), "w");
  EXPECT_EQ(after.seats(0).empire_size(), 2);
}

// J11: the cards a seat paid or discarded are its own; the others get the count only (and the
// discard pile's contents are secret to all: views carry its size only).
TEST(J11, PaymentsAndDiscardsShowOthersCounts) {
  auto pack = MakePack(Dev("d", 3) + World("secret", 0, "blue"));
  State s = PlaceState(*pack, 2);
  Give(s, 0, "d");
  Give(s, 0, "secret", 2);
  Give(s, 1, "filler", 3);
  ASSERT_EQ(Do(s, 0, PlaceA("d")), "");
  ASSERT_EQ(Do(s, 1, ExploreA()), "");
  DrawAll(s, "filler");
  ASSERT_EQ(s.seats[0].step, Step::kPay);
  Events events;
  ASSERT_EQ(CodeOf(Act(s, 0, PayA("secret"), &events)), "");
  ASSERT_EQ(CodeOf(Act(s, 1, ExploreDiscardA("filler"), &events)), "");
  int checked = 0;
  for (const v1::Event& e : events) {
    pb::Event owner, seen, spec;
    pb::Event full;
    ASSERT_TRUE(e.detail().UnpackTo(&full));
    if (!full.has_discarded()) continue;
    const int seat = full.discarded().seat();
    ASSERT_TRUE(RedactEvent(e, seat).detail().UnpackTo(&owner));
    ASSERT_TRUE(RedactEvent(e, 1 - seat).detail().UnpackTo(&seen));
    ASSERT_TRUE(RedactEvent(e, kSpectator).detail().UnpackTo(&spec));
    EXPECT_EQ(owner.discarded().cards_size(), 1);
    EXPECT_EQ(seen.discarded().cards_size(), 0);
    EXPECT_EQ(seen.discarded().count(), 1);
    EXPECT_EQ(spec.discarded().cards_size(), 0);
    ++checked;
  }
  EXPECT_EQ(checked, 2);
  for (int viewer : {0, 1, kSpectator}) {
    pb::State v;
    EncodePayload(s, viewer, &v);
    EXPECT_EQ(v.discard_pile_size(), 0);
    EXPECT_EQ(v.discard_pile_count(), 2);
    EXPECT_EQ(v.draw_pile_size(), 0);
  }
}

// J3 / J11: the setup discard: the others see that the seat has chosen, not what; the chooser
// sees its own two cards.
TEST(J11, SetupDiscardShowsOthersThatTheSeatChose) {
  const v1::GameState start = Engine().NewGame(NewSetup(2, 11))->state;
  absl::StatusOr<std::vector<google::protobuf::Any>> legal = Engine().LegalActions(start, 0);
  ASSERT_TRUE(legal.ok() && !legal->empty());
  absl::StatusOr<ApplyResult> r = Engine().Apply(start, 0, legal->front());
  ASSERT_TRUE(r.ok() && r->legal);
  const pb::State seen = Payload(*Engine().View(r->state, 1));
  EXPECT_TRUE(seen.seats(0).committed());
  EXPECT_EQ(seen.seats(0).hand_count(), 5);
  EXPECT_EQ(seen.seats(0).hand_size(), 0);
  EXPECT_EQ(seen.discard_pile_size(), 0);
  EXPECT_EQ(seen.discard_pile_count(), 2);
  int events = 0;
  for (const v1::Event& e : r->events) {
    pb::Event mine, theirs;
    ASSERT_TRUE(RedactEvent(e, 0).detail().UnpackTo(&mine));
    ASSERT_TRUE(RedactEvent(e, 1).detail().UnpackTo(&theirs));
    if (!mine.has_discarded()) continue;
    EXPECT_EQ(mine.discarded().cards_size(), 2);
    EXPECT_EQ(theirs.discarded().cards_size(), 0);
    EXPECT_EQ(theirs.discarded().count(), 2);
    ++events;
  }
  EXPECT_EQ(events, 1);
}

// J11: preset letters (which reveal a hand) are their owner's; unassigned hands are secret.
TEST(J11, PresetLettersAreTheOwners) {
  pb::Pack pack = PackMessage(Dev("a", 1) + World("b", 1, "blue"));
  for (const char* letter : {"A", "B"}) {
    pb::PresetHand* h = pack.add_preset_hands();
    h->set_letter(letter);
    for (const char* c : {"a", "b", "filler", "filler", "filler"}) h->add_cards(c);
  }
  v1::GameSetup setup = NewSetup(2, 3, &pack);
  (*setup.mutable_options())["start_hands"] = "preset";
  absl::StatusOr<NewGameResult> g = Engine().NewGame(setup);
  ASSERT_TRUE(g.ok()) << g.status();
  const pb::State full = Payload(g->state);
  ASSERT_FALSE(full.seats(0).preset_hand().empty());
  const pb::State v0 = Payload(*Engine().View(g->state, 0));
  const pb::State sp = Payload(*Engine().View(g->state, kSpectator));
  EXPECT_EQ(v0.seats(0).preset_hand(), full.seats(0).preset_hand());
  EXPECT_TRUE(v0.seats(1).preset_hand().empty());
  EXPECT_EQ(v0.seats(1).hand_size(), 0);
  EXPECT_EQ(v0.seats(1).hand_count(), 5);
  for (const pb::Seat& seat : sp.seats()) EXPECT_TRUE(seat.preset_hand().empty());
}

// J11: the draw pile's order (the generator state) is secret: two states that differ only in it
// give every viewer the same view.
TEST(J11, DeckOrderIsSecret) {
  const v1::GameState a = PlaceStart();
  pb::State p = Payload(a);
  ASSERT_NE(p.rng_state(), 0u);
  p.set_rng_state(p.rng_state() ^ 0x5a5a5a5aULL);
  v1::GameState b = a;
  b.mutable_payload()->PackFrom(p);
  ASSERT_TRUE(Engine().Check(b).ok());
  for (int viewer : {0, 1, 2, kSpectator}) {
    EXPECT_EQ(Engine().View(a, viewer)->SerializeAsString(),
              Engine().View(b, viewer)->SerializeAsString())
        << viewer;
  }
}

}  // namespace
}  // namespace jump_drive
}  // namespace arbiter
