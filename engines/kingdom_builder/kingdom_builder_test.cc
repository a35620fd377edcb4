// Setup (K3, R1), terrain (K4), turn structure (K5), building (K6, K7, R2; E2-E4) and chance
// points in EXTERNAL mode.
#include "engines/kingdom_builder/kingdom_builder.h"

#include <set>

#include "engines/core/envelope.h"
#include "engines/core/events.h"
#include "engines/core/rng.h"
#include "engines/kingdom_builder/actions.h"
#include "engines/kingdom_builder/test_util.h"
#include "gtest/gtest.h"

namespace arbiter {
namespace kingdom_builder {
namespace {

TEST(Info, DescribesTheGameAndItsOptions) {
  const v1::GameInfo& info = TheGame().Info();
  EXPECT_EQ(info.game_id(), "kingdom_builder");
  EXPECT_EQ(info.min_seats(), 2);
  EXPECT_EQ(info.max_seats(), 4);
  EXPECT_EQ(info.state_type(), "arbiter.games.kingdom_builder.v1.State");
  std::map<std::string, std::string> defaults;
  std::map<std::string, int> counts;
  for (const v1::OptionSpec& o : info.options()) {
    defaults[o.name()] = o.default_value();
    counts[o.name()] = o.allowed_values_size();
  }
  EXPECT_EQ(defaults["board_setup"], "random");
  EXPECT_EQ(defaults["kb_cards"], "random");
  EXPECT_EQ(counts["kb_cards"], 121);  // random + C(10, 3)
  EXPECT_EQ(counts["board_top_left"], 17);
  EXPECT_EQ(defaults["exhausted_terrain"], "redraw");
  EXPECT_EQ(defaults["tile_loss_check"], "immediate");
  EXPECT_EQ(defaults["move_adjacency"], "lifted");
  EXPECT_EQ(defaults["lords_zero"], "second_only");
}

TEST(K3Setup, SeededRandomSetupIsDeterministicAndComplete) {
  const KbState a = NewState(4, {{"board_setup", "random"}, {"kb_cards", "random"}}, 99);
  const KbState b = NewState(4, {{"board_setup", "random"}, {"kb_cards", "random"}}, 99);
  EXPECT_EQ(Encode(a).SerializeAsString(), Encode(b).SerializeAsString());
  ASSERT_EQ(a.boards.size(), 4u);
  std::set<int> boards;
  for (const auto& p : a.boards) boards.insert(p.board());
  EXPECT_EQ(boards.size(), 4u);
  std::set<int> cards(a.kb_cards.begin(), a.kb_cards.end());
  EXPECT_EQ(cards.size(), 3u);
  // K3.5: each player 40 settlements and one card; the start seat's card is revealed (K5.1).
  EXPECT_EQ(a.phase, pb::PHASE_TURN);
  EXPECT_EQ(a.current, 0);
  EXPECT_NE(a.played, 0);
  for (int seat = 1; seat < 4; ++seat) EXPECT_NE(a.seats[seat].held, 0);
  EXPECT_EQ(Total(a.draw), 25 - 4);
  for (int seat = 0; seat < 4; ++seat) EXPECT_EQ(a.seats[seat].supply, 40);
  // K3.2: two tiles on each location hex.
  for (int h : a.map.location_hexes) EXPECT_EQ(a.tiles_left[h], 2);
}

TEST(K3Setup, RandomBoardsVaryWithTheSeedAndRotate) {
  std::set<std::string> layouts;
  int rotated = 0;
  for (uint64_t seed = 1; seed <= 20; ++seed) {
    const KbState s = NewState(2, {{"board_setup", "random"}}, seed);
    std::string key;
    for (const auto& p : s.boards) {
      key += std::to_string(p.board()) + (p.rotated() ? "r" : "u");
      rotated += p.rotated();
    }
    layouts.insert(key);
  }
  EXPECT_GT(layouts.size(), 15u);
  EXPECT_GT(rotated, 20);  // about 40 of 80
  EXPECT_LT(rotated, 60);
}

TEST(K3Setup, R1FirstGameLayout) {
  const KbState s = NewState(2);
  const pb::Location want[4] = {pb::LOCATION_TAVERN, pb::LOCATION_PADDOCK, pb::LOCATION_OASIS,
                                pb::LOCATION_FARM};
  for (int i = 0; i < 4; ++i) {
    EXPECT_EQ(s.boards[i].board(), want[i]);
    EXPECT_FALSE(s.boards[i].rotated());
  }
}

TEST(K3Setup, R1ExplicitLayoutAndKbCards) {
  const KbState s = NewState(2, {{"board_setup", "explicit"},
                                 {"board_top_left", "oracle"},
                                 {"board_top_right", "harbor_rotated"},
                                 {"board_bottom_left", "barn"},
                                 {"board_bottom_right", "tower"},
                                 {"kb_cards", "hermits,knights,lords"}});
  EXPECT_EQ(s.boards[1].board(), pb::LOCATION_HARBOR);
  EXPECT_TRUE(s.boards[1].rotated());
  EXPECT_EQ(s.kb_cards, (std::vector<pb::KbCard>{pb::KB_CARD_HERMITS, pb::KB_CARD_KNIGHTS,
                                                  pb::KB_CARD_LORDS}));
}

TEST(K3Setup, R1ExplicitLayoutErrors) {
  v1::GameSetup setup;
  setup.set_game_id("kingdom_builder");
  setup.set_seat_count(2);
  (*setup.mutable_options())["board_setup"] = "explicit";
  (*setup.mutable_options())["board_top_left"] = "oracle";
  EXPECT_EQ(TheGame().NewGame(setup).status().code(), absl::StatusCode::kInvalidArgument);
  (*setup.mutable_options())["board_top_right"] = "oracle_rotated";
  (*setup.mutable_options())["board_bottom_left"] = "barn";
  (*setup.mutable_options())["board_bottom_right"] = "tower";
  EXPECT_EQ(TheGame().NewGame(setup).status().code(), absl::StatusCode::kInvalidArgument);
  (*setup.mutable_options())["board_setup"] = "random";
  EXPECT_EQ(TheGame().NewGame(setup).status().code(), absl::StatusCode::kInvalidArgument);
  setup.mutable_options()->clear();
  (*setup.mutable_options())["kb_cards"] = "lords,hermits,knights";  // not in K1 order
  EXPECT_EQ(TheGame().NewGame(setup).status().code(), absl::StatusCode::kInvalidArgument);
  setup.mutable_options()->clear();
  setup.set_seat_count(5);
  EXPECT_EQ(TheGame().NewGame(setup).status().code(), absl::StatusCode::kInvalidArgument);
}

TEST(K3Setup, StartSeatFromSetup) {
  v1::GameSetup setup;
  setup.set_game_id("kingdom_builder");
  setup.set_seat_count(3);
  setup.set_first_seat(2);
  absl::StatusOr<NewGameResult> g = TheGame().NewGame(setup);
  ASSERT_TRUE(g.ok());
  EXPECT_EQ(g->turn.acting_seats(0), 2);
  const KbState s = UnpackKb(g->state);
  EXPECT_EQ(s.start_seat, 2);
  EXPECT_EQ(s.LastSeatOfRound(), 1);
}

TEST(K3Setup, ExternalModeStopsAtEveryChancePoint) {
  v1::GameSetup setup;
  setup.set_game_id("kingdom_builder");
  setup.set_seat_count(2);
  setup.mutable_randomness()->set_mode(v1::RANDOMNESS_MODE_EXTERNAL);
  absl::StatusOr<NewGameResult> g = TheGame().NewGame(setup);
  ASSERT_TRUE(g.ok());
  EXPECT_TRUE(g->turn.chance_pending());
  EXPECT_EQ(g->turn.decision(), "setup_board");
  v1::GameState state = g->state;
  // Seats may not act; chance lists 16 boards for the first sector.
  auto seat_actions = TheGame().LegalActions(state, 0);
  ASSERT_TRUE(seat_actions.ok());
  EXPECT_TRUE(seat_actions->empty());
  auto outcomes = TheGame().LegalActions(state, kChance);
  ASSERT_TRUE(outcomes.ok());
  EXPECT_EQ(outcomes->size(), 16u);
  // A wrong board: a used one.
  pb::Action a;
  a.mutable_chance_outcome()->mutable_board()->set_sector(pb::SECTOR_TOP_LEFT);
  a.mutable_chance_outcome()->mutable_board()->set_board(pb::LOCATION_HARBOR);
  auto r = TheGame().Apply(state, kChance, Pack(a));
  ASSERT_TRUE(r.ok() && r->legal);
  state = r->state;
  r = TheGame().Apply(state, kChance, Pack(a));  // Harbor again, and sector TL again
  ASSERT_TRUE(r.ok());
  EXPECT_FALSE(r->legal);
  EXPECT_EQ(r->violation.code(), kBoardNotPossible);
  // A seat acting now.
  r = TheGame().Apply(state, 0, Pack(EndTurnAction()));
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r->violation.code(), "ARBITER_CHANCE_OUTCOME_PENDING");
  // A seat sending the outcome itself: the actor is wrong for the action, whatever is pending
  // (the shared order of engines/core/violation.h).
  r = TheGame().Apply(state, 0, Pack(a));
  ASSERT_TRUE(r.ok());
  EXPECT_EQ(r->violation.code(), "ARBITER_WRONG_ACTOR_FOR_ACTION");
  // The wrong kind of outcome.
  pb::Action card;
  card.mutable_chance_outcome()->set_kb_card(pb::KB_CARD_LORDS);
  r = TheGame().Apply(state, kChance, Pack(card));
  EXPECT_EQ(r->violation.code(), kWrongChanceKind);
  // Play the rest of setup: 3 more boards, 3 KB cards, 2 deals.
  int steps = 0;
  while (true) {
    auto turn = TheGame().Turn(state);
    ASSERT_TRUE(turn.ok());
    if (!turn->chance_pending()) break;
    auto l = TheGame().LegalActions(state, kChance);
    ASSERT_TRUE(l.ok() && !l->empty());
    auto next = TheGame().Apply(state, kChance, l->back());
    ASSERT_TRUE(next.ok() && next->legal) << next->violation.code();
    state = next->state;
    ++steps;
  }
  EXPECT_EQ(steps, 3 + 3 + 2);
  const KbState s = UnpackKb(state);
  EXPECT_EQ(s.phase, pb::PHASE_TURN);
  EXPECT_EQ(s.kb_cards.size(), 3u);
  EXPECT_EQ(s.played, pb::TERRAIN_FOREST);  // the last listed outcome each time
}

TEST(K4Terrain, SettlementsOnlyOnEmptyBuildableHexes) {
  KbState s = NewState(2);
  SetPlayed(&s, pb::TERRAIN_GRASS);
  Put(&s, 1, 9, 7);  // grass, occupied by the other player
  // Water (3,0), mountain (0,3), castle (3,3), location (6,2) and an occupied hex.
  EXPECT_EQ(Act(s, 0, BuildAt(3, 0)).violation.code(), kHexNotBuildable);
  EXPECT_EQ(Act(s, 0, BuildAt(0, 3)).violation.code(), kHexNotBuildable);
  EXPECT_EQ(Act(s, 0, BuildAt(3, 3)).violation.code(), kHexNotBuildable);
  EXPECT_EQ(Act(s, 0, BuildAt(6, 2)).violation.code(), kHexNotBuildable);
  EXPECT_EQ(Act(s, 0, BuildAt(9, 7)).violation.code(), kHexOccupied);
  EXPECT_EQ(Act(s, 0, BuildAt(0, 0)).violation.code(), kWrongTerrain);  // flower
  EXPECT_EQ(Act(s, 0, BuildAt(20, 0)).violation.code(), kHexOffMap);
  EXPECT_EQ(Act(s, 0, BuildAt(20, 0)).violation.rule_ref(), "K2 Map geometry");
  EXPECT_TRUE(Act(s, 0, BuildAt(9, 8)).legal);
}

TEST(K5TurnStructure, ThreeBuildsThenEndTurnThenNextSeat) {
  KbState s = NewState(2);
  SetPlayed(&s, pb::TERRAIN_GRASS);
  EXPECT_EQ(Act(s, 0, EndTurnAction()).violation.code(), kMandatoryIncomplete);
  EXPECT_EQ(Act(s, 1, BuildAt(9, 8)).violation.code(), "ARBITER_NOT_YOUR_TURN");
  pb::Action chance;
  chance.mutable_chance_outcome()->set_terrain_card(pb::TERRAIN_GRASS);
  EXPECT_EQ(Act(s, kChance, chance).violation.code(), "ARBITER_NO_CHANCE_PENDING");
  EXPECT_EQ(Act(s, 0, chance).violation.code(), "ARBITER_WRONG_ACTOR_FOR_ACTION");
  for (RC rc : {RC{9, 7}, RC{9, 8}, RC{9, 9}}) {
    ApplyResult r = Act(s, 0, BuildAt(rc.first, rc.second));
    ASSERT_TRUE(r.legal) << r.violation.code() << " " << rc.first << "," << rc.second;
    s = UnpackKb(r.state);
  }
  EXPECT_EQ(Act(s, 0, BuildAt(8, 9)).violation.code(), kMandatoryComplete);
  const int discard_before = Total(s.discard);
  ApplyResult r = Act(s, 0, EndTurnAction());
  ASSERT_TRUE(r.legal);
  s = UnpackKb(r.state);
  EXPECT_EQ(s.current, 1);
  EXPECT_EQ(Total(s.discard), discard_before + 1);
  EXPECT_EQ(s.discard[pb::TERRAIN_GRASS], 1);
  EXPECT_NE(s.seats[0].held, 0);  // seat 0 drew a new card (K5.5)
  EXPECT_EQ(r.turn.acting_seats(0), 1);
  // The draw is private to seat 0; everyone sees the next card played.
  bool saw_private_draw = false;
  for (const v1::Event& e : r.events) {
    pb::Event d;
    e.detail().UnpackTo(&d);
    if (d.has_terrain_card_drawn()) {
      saw_private_draw = true;
      EXPECT_EQ(e.visibility(), v1::VISIBILITY_PRIVATE);
      EXPECT_EQ(e.audience(0), 0);
      pb::Event pub;
      RedactEvent(e, 1).detail().UnpackTo(&pub);
      EXPECT_EQ(pub.terrain_card_drawn().terrain(), pb::TERRAIN_HIDDEN);
    }
  }
  EXPECT_TRUE(saw_private_draw);
  EXPECT_EQ(CountCase(r.events, pb::Event::kTerrainCardPlayed), 1);
}

TEST(K5TurnStructure, DrawPileEmptyReshufflesTheDiscardPile) {
  KbState s = NewState(2);
  SetPlayed(&s, pb::TERRAIN_GRASS);
  // Move the whole draw pile to the discard pile.
  for (int t = 1; t <= kCardTerrains; ++t) {
    s.discard[t] += s.draw[t];
    s.draw[t] = 0;
  }
  s.builds_done = 3;
  s.mandatory_complete = true;
  Put(&s, 0, 9, 7);
  Put(&s, 0, 9, 8);
  Put(&s, 0, 9, 9);
  ApplyResult r = Act(s, 0, EndTurnAction());
  ASSERT_TRUE(r.legal) << r.violation.code();
  EXPECT_EQ(CountCase(r.events, pb::Event::kDiscardPileReshuffled), 1);
  const KbState next = UnpackKb(r.state);
  EXPECT_EQ(Total(next.discard), 0);
  // 24 cards were reshuffled (all but seat 1's held card, now played); seat 0 drew one.
  EXPECT_EQ(Total(next.draw), 23);
}

TEST(K6BuildingRule, E2AdjacentIfPossible) {
  KbState s = NewState(2);
  SetPlayed(&s, pb::TERRAIN_GRASS);
  Put(&s, 0, 3, 4);
  EXPECT_EQ(LegalTargets(s, pb::Action::kBuild), (std::set<RC>{{3, 5}, {4, 4}, {4, 5}}));
  EXPECT_EQ(Act(s, 0, BuildAt(9, 7)).violation.code(), kNotAdjacent);
  EXPECT_EQ(Act(s, 0, BuildAt(9, 7)).violation.rule_ref(), "K6 Building rule");
  ApplyResult r = Act(s, 0, BuildAt(4, 5));
  ASSERT_TRUE(r.legal);
  s = UnpackKb(r.state);
  EXPECT_EQ(LegalTargets(s, pb::Action::kBuild), (std::set<RC>{{3, 5}, {4, 4}, {4, 6}, {5, 4}}));
}

TEST(K6BuildingRule, E3NoAdjacentHexMeansAnyHex) {
  KbState s = NewState(2);
  SetPlayed(&s, pb::TERRAIN_DESERT);
  Put(&s, 0, 3, 4);
  const std::set<RC> first = LegalTargets(s, pb::Action::kBuild);
  int empty_desert = 0;
  for (int h = 0; h < kHexCount; ++h) {
    empty_desert += s.map.kind[h] == Kind::kDesert && s.owner[h] < 0;
  }
  EXPECT_EQ(static_cast<int>(first.size()), empty_desert);
  EXPECT_TRUE(first.count({0, 1}));
  s = UnpackKb(Act(s, 0, BuildAt(0, 1)).state);
  EXPECT_EQ(LegalTargets(s, pb::Action::kBuild), (std::set<RC>{{0, 2}}));
  s = UnpackKb(Act(s, 0, BuildAt(0, 2)).state);
  EXPECT_EQ(LegalTargets(s, pb::Action::kBuild), (std::set<RC>{{1, 2}}));
}

TEST(K6BuildingRule, OtherPlayersSettlementsOnlyOccupyHexes) {
  KbState s = NewState(2);
  SetPlayed(&s, pb::TERRAIN_GRASS);
  Put(&s, 1, 3, 4);  // the other player's settlement makes nothing adjacent for seat 0
  EXPECT_GT(LegalTargets(s, pb::Action::kBuild).size(), 10u);
}

// E4 needs an Oracle: Tavern, Paddock, Oasis with Oracle bottom right.
KbState E4State() {
  KbState s = NewState(3, {{"board_setup", "explicit"},
                           {"board_top_left", "tavern"},
                           {"board_top_right", "paddock"},
                           {"board_bottom_left", "oasis"},
                           {"board_bottom_right", "oracle"}});
  // Seat 0 holds the Oracle tile: a settlement at (13,16), next to the Oracle hex (13,17).
  Put(&s, 0, 13, 16);
  EXPECT_EQ(s.seats[0].tiles.size(), 1u);
  // Fill every flower hex but one with seats 1 and 2.
  int last = -1;
  for (int h = 0; h < kHexCount; ++h) {
    if (s.map.kind[h] != Kind::kFlowerField || s.owner[h] >= 0) continue;
    if (last < 0) {
      last = h;
      continue;
    }
    Put(&s, s.seats[1].supply > 1 ? 1 : 2, RowOf(h), ColOf(h));
  }
  SetPlayed(&s, pb::TERRAIN_FLOWER_FIELD);
  s.external = true;  // control the redraws
  return s;
}

TEST(K7MandatoryAction, E4ExhaustedTerrainIsRemovedAndRedrawn) {
  KbState s = E4State();
  const std::set<RC> only = LegalTargets(s, pb::Action::kBuild);
  ASSERT_EQ(only.size(), 1u);
  ApplyResult r = Act(s, 0, BuildAt(only.begin()->first, only.begin()->second));
  ASSERT_TRUE(r.legal) << r.violation.code();
  EXPECT_TRUE(r.turn.chance_pending());
  EXPECT_EQ(r.turn.decision(), "redraw");
  s = UnpackKb(r.state);
  EXPECT_EQ(s.removed[pb::TERRAIN_FLOWER_FIELD], 1);
  pb::Action flower, forest;
  flower.mutable_chance_outcome()->set_terrain_card(pb::TERRAIN_FLOWER_FIELD);
  forest.mutable_chance_outcome()->set_terrain_card(pb::TERRAIN_FOREST);
  // Another flower is removed too.
  r = Act(s, kChance, flower);
  ASSERT_TRUE(r.legal);
  s = UnpackKb(r.state);
  EXPECT_EQ(s.removed[pb::TERRAIN_FLOWER_FIELD], 2);
  EXPECT_EQ(s.phase, pb::PHASE_REDRAW);
  // A forest ends the redraw.
  r = Act(s, kChance, forest);
  ASSERT_TRUE(r.legal);
  s = UnpackKb(r.state);
  EXPECT_EQ(s.played, pb::TERRAIN_FOREST);
  EXPECT_EQ(s.phase, pb::PHASE_TURN);
  for (int i = 0; i < 2; ++i) {
    const std::set<RC> targets = LegalTargets(s, pb::Action::kBuild);
    ASSERT_FALSE(targets.empty());
    for (RC rc : targets) EXPECT_EQ(s.map.kind[Index(rc.first, rc.second)], Kind::kForest);
    r = Act(s, 0, BuildAt(targets.begin()->first, targets.begin()->second));
    ASSERT_TRUE(r.legal);
    s = UnpackKb(r.state);
  }
  EXPECT_TRUE(s.mandatory_complete);
  const std::set<RC> oracle = LegalTargets(s, pb::Action::kOracle);
  ASSERT_FALSE(oracle.empty());
  for (RC rc : oracle) EXPECT_EQ(s.map.kind[Index(rc.first, rc.second)], Kind::kForest);
  // The forest card is the one discarded at the end; the flowers stay removed.
  r = Act(s, 0, EndTurnAction());
  ASSERT_TRUE(r.legal);
  s = UnpackKb(r.state);
  EXPECT_EQ(s.discard[pb::TERRAIN_FOREST], 1);
  EXPECT_EQ(s.discard[pb::TERRAIN_FLOWER_FIELD], 0);
  EXPECT_EQ(s.removed[pb::TERRAIN_FLOWER_FIELD], 2);
}

TEST(K7MandatoryAction, ExhaustedOnRevealIsRemovedBeforeTheFirstBuild) {
  KbState s = E4State();
  // Fill the last flower hex too; seat 1 holds a flower card; seat 0 has finished building.
  for (int h = 0; h < kHexCount; ++h) {
    if (s.map.kind[h] == Kind::kFlowerField && s.owner[h] < 0) Put(&s, 2, RowOf(h), ColOf(h));
  }
  s.seats[1].held = pb::TERRAIN_FLOWER_FIELD;
  SetPlayed(&s, pb::TERRAIN_FOREST);
  s.builds_done = 3;
  s.mandatory_complete = true;
  ApplyResult r = Act(s, 0, EndTurnAction());
  ASSERT_TRUE(r.legal) << r.violation.code();
  EXPECT_EQ(r.turn.decision(), "end_of_turn_draw");
  pb::Action grass;
  grass.mutable_chance_outcome()->set_terrain_card(pb::TERRAIN_GRASS);
  r = Act(UnpackKb(r.state), kChance, grass);
  ASSERT_TRUE(r.legal) << r.violation.code();
  // Seat 1 reveals the flower, which is removed at once: a redraw is pending.
  EXPECT_EQ(CountCase(r.events, pb::Event::kTerrainCardPlayed), 1);
  EXPECT_EQ(CountCase(r.events, pb::Event::kTerrainCardRemoved), 1);
  EXPECT_EQ(r.turn.decision(), "redraw");
  s = UnpackKb(r.state);
  EXPECT_EQ(s.current, 1);
  EXPECT_EQ(s.seats[0].held, pb::TERRAIN_GRASS);
  EXPECT_EQ(s.removed[pb::TERRAIN_FLOWER_FIELD], 1);
  // Seats wait; chance lists only the terrains left in the draw pile.
  EXPECT_TRUE(Legal(s, 1).empty());
  for (const pb::Action& a : Legal(s, kChance)) {
    EXPECT_GT(s.draw[a.chance_outcome().terrain_card()], 0);
  }
  pb::Action desert;
  desert.mutable_chance_outcome()->set_terrain_card(pb::TERRAIN_DESERT);
  s = UnpackKb(Act(s, kChance, desert).state);
  EXPECT_EQ(s.played, pb::TERRAIN_DESERT);
  EXPECT_EQ(s.builds_done, 0);
  for (RC rc : LegalTargets(s, pb::Action::kBuild)) {
    EXPECT_EQ(s.map.kind[Index(rc.first, rc.second)], Kind::kDesert);
  }
}

TEST(K7MandatoryAction, R2ForfeitLosesTheOwedBuilds) {
  KbState s = E4State();
  s.options.set_exhausted_terrain(pb::EXHAUSTED_TERRAIN_FORFEIT);
  const std::set<RC> only = LegalTargets(s, pb::Action::kBuild);
  ASSERT_EQ(only.size(), 1u);
  ApplyResult r = Act(s, 0, BuildAt(only.begin()->first, only.begin()->second));
  ASSERT_TRUE(r.legal);
  EXPECT_FALSE(r.turn.chance_pending());
  EXPECT_EQ(CountCase(r.events, pb::Event::kBuildsForfeited), 1);
  s = UnpackKb(r.state);
  EXPECT_TRUE(s.mandatory_complete);
  EXPECT_EQ(s.played, pb::TERRAIN_FLOWER_FIELD);
  EXPECT_EQ(Total(s.removed), 0);
  EXPECT_TRUE(Act(s, 0, EndTurnAction()).legal);
}

TEST(K7MandatoryAction, R2TileActionOnExhaustedTerrainIsUnavailable) {
  KbState s = E4State();
  s.options.set_exhausted_terrain(pb::EXHAUSTED_TERRAIN_FORFEIT);
  const std::set<RC> only = LegalTargets(s, pb::Action::kBuild);
  s = UnpackKb(Act(s, 0, BuildAt(only.begin()->first, only.begin()->second)).state);
  // Played flower, no empty flower: Oracle has no target and is not listed.
  EXPECT_TRUE(LegalTargets(s, pb::Action::kOracle).empty());
  EXPECT_EQ(Act(s, 0, TileBuild(pb::LOCATION_ORACLE, 0, 0)).violation.code(), kHexOccupied);
}

TEST(K7MandatoryAction, R2BothPilesEmptyLosesOwedBuilds) {
  KbState s = E4State();
  s.external = false;
  // Every other card removed; the draw and discard piles empty.
  for (int t = 1; t <= kCardTerrains; ++t) {
    s.removed[t] += s.draw[t];
    s.draw[t] = 0;
  }
  const std::set<RC> only = LegalTargets(s, pb::Action::kBuild);
  ApplyResult r = Act(s, 0, BuildAt(only.begin()->first, only.begin()->second));
  ASSERT_TRUE(r.legal) << r.violation.code();
  s = UnpackKb(r.state);
  EXPECT_TRUE(s.mandatory_complete);
  EXPECT_EQ(s.played, 0);
  EXPECT_EQ(CountCase(r.events, pb::Event::kBuildsForfeited), 1);
  EXPECT_TRUE(LegalTargets(s, pb::Action::kOracle).empty());  // no played card
  EXPECT_EQ(Act(s, 0, TileBuild(pb::LOCATION_ORACLE, 0, 0)).violation.code(), kNoPlayedCard);
  EXPECT_TRUE(Act(s, 0, EndTurnAction()).legal);
}

TEST(K7MandatoryAction, FewerThanThreeInSupplyBuildsWhatRemains) {
  KbState s = NewState(2);
  SetPlayed(&s, pb::TERRAIN_GRASS);
  // Seat 0 has 1 settlement left.
  int placed = 0;
  for (int h = 0; h < kHexCount && placed < 39; ++h) {
    if (s.map.kind[h] == Kind::kCanyon || s.map.kind[h] == Kind::kDesert) {
      Put(&s, 0, RowOf(h), ColOf(h));
      ++placed;
    }
  }
  ASSERT_EQ(s.seats[0].supply, 1);
  ApplyResult r = Act(s, 0, BuildAt(LegalTargets(s, pb::Action::kBuild).begin()->first,
                                    LegalTargets(s, pb::Action::kBuild).begin()->second));
  ASSERT_TRUE(r.legal);
  s = UnpackKb(r.state);
  EXPECT_TRUE(s.mandatory_complete);
  EXPECT_TRUE(s.end_triggered);
  EXPECT_EQ(r.turn.decision(), "tile_or_end_turn");
}

}  // namespace
}  // namespace kingdom_builder
}  // namespace arbiter
