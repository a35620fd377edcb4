#include "engines/jump_drive/test_util.h"

#include "absl/strings/str_cat.h"
#include "engines/core/registry.h"
#include "engines/jump_drive/jump_drive.h"
#include "google/protobuf/text_format.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace jump_drive {
namespace testing {

std::string Dev(const std::string& id, int cost, const std::string& extra, int count) {
  return absl::StrCat("cards { id: \"", id, "\" name: \"", id, "\" count: ", count,
                      " kind: \"development\" cost: ", cost, " ", extra, " }\n");
}

std::string World(const std::string& id, int cost, const std::string& color,
                  const std::string& extra, int count) {
  return absl::StrCat("cards { id: \"", id, "\" name: \"", id, "\" count: ", count,
                      " kind: \"world\" cost: ", cost, " color: \"", color, "\" ", extra, " }\n");
}

std::string MilWorld(const std::string& id, int defence, const std::string& color,
                     const std::string& extra, int count) {
  return World(id, defence, color, "military_world: true " + extra, count);
}

std::string Pw(const std::string& effect, const std::string& args) {
  return absl::StrCat("powers { effect: \"", effect, "\" ", args, " }");
}

pb::Pack PackMessage(const std::string& cards) {
  const std::string text = absl::StrCat(
      "id: \"test\" version: \"1\" invented: true\n", cards, Dev("filler", 0, "", 20),
      "survey_team { id: \"survey_team\" name: \"Survey Team\" count: 4 kind: \"development\" "
      "cost: 1 }\n");
  pb::Pack p;
  EXPECT_TRUE(google::protobuf::TextFormat::ParseFromString(text, &p)) << text;
  return p;
}

std::shared_ptr<const Pack> MakePack(const std::string& cards) {
  absl::StatusOr<std::shared_ptr<const Pack>> p = BuildPack(PackMessage(cards), "pack");
  EXPECT_TRUE(p.ok()) << p.status();
  return p.ok() ? *p : nullptr;
}

State PlaceState(const Pack& pack, int seats) {
  State s;
  s.pack = &pack;
  s.seat_count = seats;
  s.external = true;
  s.draw.assign(pack.deck_types, 0);
  s.discard.assign(pack.deck_types, 0);
  for (int c = 0; c < pack.deck_types; ++c) s.draw[c] = pack.cards[c].count;
  s.draw_size = pack.deck_cards;
  for (int i = 0; i < seats; ++i) {
    s.seats[i].hand.assign(pack.deck_types, 0);
    s.seats[i].step = Step::kPlace;
  }
  s.round = 1;
  s.phase = Phase::kPlace;
  return s;
}

int Card(const State& s, const std::string& id) {
  const int c = s.pack->Find(id);
  EXPECT_GE(c, 0) << id;
  return c;
}

void Give(State& s, int seat, const std::string& id, int n) {
  const int c = Card(s, id);
  for (int k = 0; k < n; ++k) {
    ASSERT_GT(s.draw[c], 0) << id;
    --s.draw[c];
    --s.draw_size;
    ++s.seats[seat].hand[c];
    ++s.seats[seat].hand_size;
  }
}

void Build(State& s, int seat, const std::string& id) {
  const int c = Card(s, id);
  if (c == s.pack->survey) {
    s.seats[seat].survey_used = true;
  } else {
    ASSERT_GT(s.draw[c], 0) << id;
    --s.draw[c];
    --s.draw_size;
  }
  s.seats[seat].empire.push_back(c);
}

pb::Action PlaceA(const std::string& dev, const std::string& world, pb::WorldMode mode) {
  pb::Action a;
  a.mutable_place()->set_development(dev);
  a.mutable_place()->set_world(world);
  a.mutable_place()->set_mode(mode);
  return a;
}
pb::Action ExploreA() {
  pb::Action a;
  a.mutable_explore();
  return a;
}
pb::Action PayA(const std::string& id) {
  pb::Action a;
  a.mutable_pay()->add_cards(id);
  return a;
}
pb::Action ConvoyA(const std::string& world) {
  pb::Action a;
  a.mutable_convoy()->set_world(world);
  return a;
}
pb::Action DeclineA() {
  pb::Action a;
  a.mutable_decline();
  return a;
}
pb::Action ExploreDiscardA(const std::string& id) {
  pb::Action a;
  a.mutable_explore_discard()->add_cards(id);
  return a;
}
pb::Action LimitA(const std::string& id) {
  pb::Action a;
  a.mutable_discard_to_limit()->add_cards(id);
  return a;
}
pb::Action ChanceA(const std::string& id) {
  pb::Action a;
  a.mutable_chance_outcome()->set_card(id);
  return a;
}
pb::Action SetupDiscardA(const std::string& x, const std::string& y) {
  pb::Action a;
  a.mutable_setup_discard()->add_cards(x);
  a.mutable_setup_discard()->add_cards(y);
  return a;
}

std::string CodeOf(const Verdict& v) { return v ? v->code() : ""; }

std::string Do(State& s, int actor, const pb::Action& a) {
  Events events;
  return CodeOf(Act(s, actor, a, &events));
}

void DrawAll(State& s, const std::string& id) {
  for (int guard = 0; guard < 1000 && ChancePending(s); ++guard) {
    std::string card = id;
    const int c = s.pack->Find(id);
    if (c >= 0 && c < s.pack->deck_types && s.draw[c] == 0) {
      // Out of `id`: any card still in the pile (tests that run many rounds).
      for (int k = 0; k < s.pack->deck_types; ++k) {
        if (s.draw[k] > 0) card = s.pack->cards[k].id;
      }
    }
    ASSERT_EQ(Do(s, kChance, ChanceA(card)), "") << card;
  }
}

void PayWith(State& s, int seat, const std::string& id) {
  for (int guard = 0; guard < 100 && (s.seats[seat].step == Step::kPay ||
                                      s.seats[seat].step == Step::kConvoyPay);
       ++guard) {
    ASSERT_EQ(Do(s, seat, PayA(id)), "");
  }
}

void OthersExplore(State& s, int except) {
  for (int i = 0; i < s.seat_count; ++i) {
    if (i != except) ASSERT_EQ(Do(s, i, ExploreA()), "");
  }
}

const Game& Engine() {
  static const Registry* registry = [] {
    auto* r = new Registry();
    Register(*r);
    return r;
  }();
  return *registry->Find("jump_drive");
}

v1::GameSetup NewSetup(int seats, uint64_t seed, const pb::Pack* pack, bool external) {
  v1::GameSetup setup;
  setup.set_game_id("jump_drive");
  setup.set_seat_count(seats);
  setup.mutable_randomness()->set_mode(external ? v1::RANDOMNESS_MODE_EXTERNAL
                                                : v1::RANDOMNESS_MODE_SEEDED);
  setup.mutable_randomness()->set_seed(seed);
  if (pack != nullptr) setup.mutable_content()->mutable_supplied()->PackFrom(*pack);
  return setup;
}

}  // namespace testing
}  // namespace jump_drive
}  // namespace arbiter
