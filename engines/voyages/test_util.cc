#include "engines/voyages/test_util.h"

#include "engines/core/content.h"
#include "engines/core/registry.h"
#include "engines/voyages/content.inc"
#include "engines/voyages/voyages.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace voyages {
namespace testing {

pb::MapPack TwTestMessage() {
  pb::MapPack p;
  EXPECT_TRUE(ParseContentFile(kBuiltInContent[0].name, kBuiltInContent[0].text, &p).ok());
  return p;
}

const Pack& TwTest() {
  static const std::shared_ptr<const Pack> pack = [] {
    absl::StatusOr<std::shared_ptr<const Pack>> p = BuildPack(TwTestMessage(), "content");
    EXPECT_TRUE(p.ok()) << p.status();
    return *p;
  }();
  return *pack;
}

int At(int q, int r) { return TwTest().Find(q, r); }

State Fresh(int seats, std::array<int, 3> dice, Options options) {
  State s;
  s.pack = &TwTest();
  s.seat_count = seats;
  s.external = true;
  s.options = options;
  StartGame(s, nullptr);
  Roll(s, dice, nullptr);
  return s;
}

pb::Modification Reg(int die, int step) {
  pb::Modification m;
  m.set_die(die);
  m.set_kind(pb::SAILOR_KIND_REGULAR);
  m.set_step(step);
  return m;
}

pb::Modification Her(int die, int value) {
  pb::Modification m;
  m.set_die(die);
  m.set_kind(pb::SAILOR_KIND_HEROIC);
  m.set_value(value);
  return m;
}

pb::Action SailA(int direction_die, int distance_die, int duty_die,
                 std::vector<pb::Modification> mods, int row, int col) {
  pb::Action a;
  pb::Sail* s = a.mutable_sail();
  s->set_direction_die(direction_die);
  s->set_distance_die(distance_die);
  s->set_duty_die(duty_die);
  for (const pb::Modification& m : mods) *s->add_modifications() = m;
  if (row >= 0) {
    s->mutable_duty_cell()->set_row(row);
    s->mutable_duty_cell()->set_column(col);
  }
  return a;
}

pb::Action SellA(const std::string& type, int count) {
  pb::Action a;
  pb::CargoCount* c = a.mutable_sell()->add_cargo();
  c->set_type(type);
  c->set_count(count);
  return a;
}

pb::Action DefeatA(int heroic) {
  pb::Action a;
  a.mutable_defeat_dread()->set_heroic(heroic);
  return a;
}

pb::Action EndA() {
  pb::Action a;
  a.mutable_end_turn();
  return a;
}

pb::Action RollA(int a, int b, int c) {
  pb::Action x;
  for (int d : {a, b, c}) x.mutable_chance_outcome()->add_dice(d);
  return x;
}

std::string Do(State& s, int actor, const pb::Action& a, Events* events) {
  Verdict v = Act(s, actor, a, events);
  return v ? v->code() : "";
}

void Place(State& s, int seat, int q, int r) {
  s.sheets[seat].ship = At(q, r);
  s.sheets[seat].collected.set(At(q, r));
}

void RollIfPending(State& s, std::array<int, 3> dice) {
  if (ChancePending(s)) Roll(s, dice, nullptr);
}

const Game& Engine() {
  static const Registry* registry = [] {
    auto* r = new Registry();
    Register(*r);
    return r;
  }();
  return *registry->Find("voyages");
}

v1::GameSetup NewSetup(int seats, uint64_t seed, bool external,
                       const std::map<std::string, std::string>& options) {
  v1::GameSetup setup;
  setup.set_game_id("voyages");
  setup.set_seat_count(seats);
  setup.mutable_randomness()->set_mode(external ? v1::RANDOMNESS_MODE_EXTERNAL
                                                : v1::RANDOMNESS_MODE_SEEDED);
  setup.mutable_randomness()->set_seed(seed);
  for (const auto& [k, v] : options) (*setup.mutable_options())[k] = v;
  return setup;
}

}  // namespace testing
}  // namespace voyages
}  // namespace arbiter
