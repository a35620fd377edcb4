#include "engines/kingdom_builder/test_util.h"

#include "engines/core/envelope.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace kingdom_builder {

const KingdomBuilderGame& TheGame() {
  static const KingdomBuilderGame* const g = new KingdomBuilderGame();
  return *g;
}

State NewState(int seats, std::map<std::string, std::string> options, uint64_t seed) {
  v1::GameSetup setup;
  setup.set_game_id(kGameId);
  setup.set_seat_count(seats);
  setup.mutable_randomness()->set_mode(v1::RANDOMNESS_MODE_SEEDED);
  setup.mutable_randomness()->set_seed(seed);
  if (!options.count("board_setup")) options["board_setup"] = "first_game";
  if (!options.count("kb_cards")) options["kb_cards"] = "fishermen,miners,workers";
  for (const auto& [k, v] : options) (*setup.mutable_options())[k] = v;
  absl::StatusOr<NewGameResult> g = TheGame().NewGame(setup);
  EXPECT_TRUE(g.ok()) << g.status();
  if (!g.ok()) return State();
  return UnpackKb(g->state);
}

std::vector<std::map<std::string, std::string>> PlayoutOptionSets() {
  return {
      {},
      {{"board_setup", "first_game"}, {"tile_loss_check", "end_of_turn"}},
      {{"exhausted_terrain", "forfeit"}, {"move_adjacency", "in_place"}, {"lords_zero", "always"}},
      {{"board_setup", "explicit"},
       {"board_top_left", "oracle_rotated"},
       {"board_top_right", "harbor"},
       {"board_bottom_left", "barn_rotated"},
       {"board_bottom_right", "paddock"},
       {"kb_cards", "fishermen,knights,lords"}},
  };
}

v1::GameSetup PlayoutSetup(int seats, const std::map<std::string, std::string>& options,
                           bool external, uint64_t seed) {
  v1::GameSetup setup;
  setup.set_game_id(kGameId);
  setup.set_seat_count(seats);
  setup.mutable_randomness()->set_mode(external ? v1::RANDOMNESS_MODE_EXTERNAL
                                                : v1::RANDOMNESS_MODE_SEEDED);
  setup.mutable_randomness()->set_seed(seed);
  for (const auto& [k, v] : options) (*setup.mutable_options())[k] = v;
  return setup;
}

void Put(State* s, int seat, int r, int c) {
  Events events;
  const pb::Phase phase = s->phase;
  Place(s, seat, Index(r, c), pb::BUILD_CAUSE_MANDATORY, &events);
  s->phase = phase;
  MarkTilesOld(s);
}

void MarkTilesOld(State* s) {
  for (SeatState& ss : s->seats) {
    for (Tile& t : ss.tiles) t.gained = false;
  }
}

void MakeCurrent(State* s, int seat) {
  s->seats[s->current_seat].held = s->played;
  s->current_seat = seat;
  s->played = s->seats[seat].held;
  s->seats[seat].held = 0;
}

void SetPlayed(State* s, int terrain) {
  s->played = terrain;
  // Recount the draw pile; move other seats' held cards when a terrain is over-committed.
  for (int pass = 0; pass < 2; ++pass) {
    for (int t = 1; t <= kCardTerrains; ++t) {
      int n = s->discard[t] + s->removed[t] + (s->played == t ? 1 : 0);
      for (const SeatState& ss : s->seats) n += ss.held == t ? 1 : 0;
      s->draw[t] = kCardsPerTerrain - n;
    }
    for (SeatState& ss : s->seats) {
      if (ss.held != 0 && s->draw[ss.held] < 0) {
        for (int t = 1; t <= kCardTerrains; ++t) {
          if (s->draw[t] > 0) {
            ++s->draw[ss.held];
            --s->draw[t];
            ss.held = t;
            break;
          }
        }
      }
    }
  }
}

v1::GameState PackKb(const State& s) { return PackState(TheGame().Info(), EncodePayload(s)); }

v1::GameState PackAs(const pb::State& p, uint32_t format) {
  v1::GameState g = PackState(TheGame().Info(), p);
  g.set_state_format_version(format);
  return g;
}

v1::GameState PackFormat1(const State& s) { return PackFormat1(TheGame().Info(), s); }

State UnpackKb(const v1::GameState& g) {
  pb::State p;
  EXPECT_TRUE(UnpackState(TheGame().Info(), g, &p).ok());
  absl::StatusOr<State> s = DecodePayload(p, g.state_format_version());
  EXPECT_TRUE(s.ok()) << s.status();
  return s.ok() ? *s : State();
}

void ExpectInCatalogue(const v1::Violation& v) {
  bool listed = false;
  for (const v1::ViolationSpec& spec : TheGame().Info().violations()) {
    if (spec.code() != v.code()) continue;
    listed = true;
    EXPECT_EQ(spec.rule_ref(), v.rule_ref()) << v.code();
  }
  EXPECT_TRUE(listed) << v.code() << " is not in GameInfo.violations";
}

ApplyResult Act(const State& s, int actor, const pb::Action& a) {
  absl::StatusOr<ApplyResult> r = TheGame().Apply(PackKb(s), actor, Pack(a));
  EXPECT_TRUE(r.ok()) << r.status();
  if (r.ok() && !r->legal) ExpectInCatalogue(r->violation);
  return r.ok() ? *r : ApplyResult();
}

std::vector<pb::Action> Legal(const State& s, int actor) {
  absl::StatusOr<std::vector<google::protobuf::Any>> l = TheGame().LegalActions(PackKb(s), actor);
  EXPECT_TRUE(l.ok()) << l.status();
  std::vector<pb::Action> out;
  if (!l.ok()) return out;
  for (const auto& any : *l) {
    pb::Action a;
    any.UnpackTo(&a);
    out.push_back(a);
  }
  return out;
}

pb::Action BuildAt(int r, int c) {
  pb::Action a;
  a.mutable_build()->mutable_hex()->set_row(r);
  a.mutable_build()->mutable_hex()->set_col(c);
  return a;
}

pb::Action TileBuild(pb::Location tile, int r, int c) {
  pb::Action a;
  pb::BuildTarget* b = tile == pb::LOCATION_ORACLE  ? a.mutable_oracle()
                       : tile == pb::LOCATION_FARM  ? a.mutable_farm()
                       : tile == pb::LOCATION_OASIS ? a.mutable_oasis()
                       : tile == pb::LOCATION_TOWER ? a.mutable_tower()
                                                    : a.mutable_tavern();
  b->mutable_hex()->set_row(r);
  b->mutable_hex()->set_col(c);
  return a;
}

pb::Action TileMove(pb::Location tile, int fr, int fc, int tr, int tc) {
  pb::Action a;
  pb::MoveTarget* m = tile == pb::LOCATION_BARN     ? a.mutable_barn()
                      : tile == pb::LOCATION_HARBOR ? a.mutable_harbor()
                                                    : a.mutable_paddock();
  m->mutable_from()->set_row(fr);
  m->mutable_from()->set_col(fc);
  m->mutable_to()->set_row(tr);
  m->mutable_to()->set_col(tc);
  return a;
}

pb::Action EndTurnAction() {
  pb::Action a;
  a.mutable_end_turn();
  return a;
}

int CountCase(const std::vector<v1::Event>& events, pb::Event::EventCase c) {
  int n = 0;
  for (const v1::Event& e : events) {
    pb::Event d;
    if (e.detail().UnpackTo(&d) && d.event_case() == c) ++n;
  }
  return n;
}

std::set<RC> ToRC(const HexSet& h) {
  std::set<RC> out;
  for (int i = 0; i < kHexCount; ++i) {
    if (h.test(i)) out.insert({RowOf(i), ColOf(i)});
  }
  return out;
}

std::set<RC> LegalTargets(const State& s, pb::Action::ActionCase which) {
  std::set<RC> out;
  for (const pb::Action& a : Legal(s, s.current_seat)) {
    if (a.action_case() != which) continue;
    pb::HexCoord h;
    switch (which) {
      case pb::Action::kBuild: h = a.build().hex(); break;
      case pb::Action::kOracle: h = a.oracle().hex(); break;
      case pb::Action::kFarm: h = a.farm().hex(); break;
      case pb::Action::kOasis: h = a.oasis().hex(); break;
      case pb::Action::kTower: h = a.tower().hex(); break;
      case pb::Action::kTavern: h = a.tavern().hex(); break;
      case pb::Action::kBarn: h = a.barn().to(); break;
      case pb::Action::kHarbor: h = a.harbor().to(); break;
      case pb::Action::kPaddock: h = a.paddock().to(); break;
      default: continue;
    }
    out.insert({h.row(), h.col()});
  }
  return out;
}

}  // namespace kingdom_builder
}  // namespace arbiter
