// J1, J2, J13, R19 through the Game boundary: the built-in pack, options and their defaults,
// the deal and the setup discard, preset hands (SEEDED and EXTERNAL), and the catalogue's
// rule_refs against rules.md's headings.
#include <fstream>
#include <map>
#include <set>
#include <sstream>

#include "absl/strings/match.h"
#include "gtest/gtest.h"
#include "engines/core/content.h"
#include "engines/jump_drive/content.inc"
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

std::set<std::string> Headings() {
  std::ifstream in(JUMP_DRIVE_RULES_MD);
  std::set<std::string> ids;
  std::string line;
  while (std::getline(in, line)) {
    if (absl::StartsWith(line, "## ") || absl::StartsWith(line, "### ")) {
      std::istringstream words(line.substr(line.find(' ') + 1));
      std::string id;
      words >> id;
      ids.insert(id);
    }
  }
  return ids;
}

TEST(Catalogue, EveryRuleRefIsAHeading) {
  const std::set<std::string> ids = Headings();
  ASSERT_TRUE(ids.count("J4") && ids.count("R22") && ids.count("E13"));
  for (const v1::ViolationSpec& v : Engine().Info().violations()) {
    EXPECT_TRUE(ids.count(v.rule_ref())) << v.code() << " cites " << v.rule_ref();
  }
}

// Every JD_<REASON> code the rules file names is in the catalogue as JUMP_DRIVE_<REASON>, citing
// the section that names it (JD_NOT_YOUR_DECISION is the shared ARBITER_NOT_YOUR_TURN, J3; the
// Engine notes' own codes cite theirs).
TEST(Catalogue, RulesFileCodesCiteTheirSections) {
  const std::map<std::string, std::string> expected = {
      {"JUMP_DRIVE_CARD_NOT_IN_HAND", "J4"},    {"JUMP_DRIVE_NOT_A_DEVELOPMENT", "J4"},
      {"JUMP_DRIVE_NOT_A_WORLD", "J4"},         {"JUMP_DRIVE_WRONG_MODE", "J4"},
      {"JUMP_DRIVE_CONTACT_UNAVAILABLE", "J4"}, {"JUMP_DRIVE_CONTACT_ALIEN", "J4"},
      {"JUMP_DRIVE_MILITARY_TOO_LOW", "J4"},    {"JUMP_DRIVE_CANNOT_AFFORD", "J4"},
      {"JUMP_DRIVE_REQUIRES_NO_MILITARY", "J4"}, {"JUMP_DRIVE_UNIQUE_IN_EMPIRE", "J4"},
      {"JUMP_DRIVE_SURVEY_TEAM_USED", "J4"},    {"JUMP_DRIVE_PAYMENT_COUNT", "J5"},
      {"JUMP_DRIVE_CONVOY_NOT_ALLOWED", "J5"},  {"ARBITER_NOT_YOUR_TURN", "J3"},
      {"JUMP_DRIVE_WRONG_STEP", "J3"},          {"JUMP_DRIVE_NOTHING_PLACED", "J4"},
      {"JUMP_DRIVE_SETUP_DISCARD_COUNT", "J2"}, {"JUMP_DRIVE_DISCARD_COUNT", "R16"},
      {"JUMP_DRIVE_IMPOSSIBLE_CHANCE_OUTCOME", "J12"}};
  std::map<std::string, std::string> got;
  for (const v1::ViolationSpec& v : Engine().Info().violations()) got[v.code()] = v.rule_ref();
  for (const auto& [code, ref] : expected) {
    ASSERT_TRUE(got.count(code)) << code;
    EXPECT_EQ(got[code], ref) << code;
  }
}

// J2.1 / J2.3: each seat has an unused Survey Team, VP 0, an empty empire; the dealer is seat 0
// unless the setup names one.
TEST(J2, StartOfGame) {
  absl::StatusOr<NewGameResult> g = Engine().NewGame(NewSetup(4, 3));
  ASSERT_TRUE(g.ok()) << g.status();
  const pb::State p = Payload(g->state);
  EXPECT_EQ(p.dealer(), 0);
  ASSERT_EQ(p.seats_size(), 4);
  for (const pb::Seat& seat : p.seats()) {
    EXPECT_FALSE(seat.survey_team_used());
    EXPECT_EQ(seat.vp(), 0);
    EXPECT_EQ(seat.empire_size(), 0);
    EXPECT_EQ(seat.explore_markers(), 0);
  }
  // The Survey Team is a legal development from the first PLACE.
  v1::GameState state = g->state;
  for (int seat = 0; seat < 4; ++seat) {
    absl::StatusOr<std::vector<google::protobuf::Any>> legal = Engine().LegalActions(state, seat);
    ASSERT_TRUE(legal.ok() && !legal->empty());
    state = Engine().Apply(state, seat, legal->front())->state;
  }
  absl::StatusOr<std::vector<google::protobuf::Any>> legal = Engine().LegalActions(state, 0);
  ASSERT_TRUE(legal.ok());
  bool survey = false;
  for (const google::protobuf::Any& any : *legal) {
    pb::Action a;
    ASSERT_TRUE(any.UnpackTo(&a));
    survey |= a.has_place() && a.place().development() == "survey_team" && a.place().world().empty();
  }
  EXPECT_TRUE(survey);
}

// J1: 2-4 players.
TEST(J1, SeatCounts) {
  EXPECT_EQ(Engine().Info().min_seats(), 2);
  EXPECT_EQ(Engine().Info().max_seats(), 4);
  for (int seats : {1, 5}) {
    EXPECT_EQ(Engine().NewGame(NewSetup(seats, 1)).status().code(),
              absl::StatusCode::kInvalidArgument)
        << seats;
  }
}

// J1 / J15 / J16: the built-in pack loads, 112 cards and 4 Survey Teams, with its source.
TEST(J1, BuiltInPackLoads) {
  const v1::GameInfo& info = Engine().Info();
  ASSERT_EQ(info.built_in_content_size(), 1);
  EXPECT_EQ(info.built_in_content(0).name(), "published");
  EXPECT_FALSE(info.built_in_content(0).digest().empty());
  EXPECT_TRUE(absl::StrContains(info.built_in_content(0).confidence(), "one source only"));
  EXPECT_TRUE(info.accepts_supplied_content());
  absl::StatusOr<NewGameResult> g = Engine().NewGame(NewSetup(4, 1));
  ASSERT_TRUE(g.ok()) << g.status();
  const pb::State p = Payload(g->state);
  int cards = p.draw_pile_count() + p.discard_pile_count();
  for (const pb::Seat& seat : p.seats()) cards += seat.hand_count();
  EXPECT_EQ(cards, 112);
}

// J13: the options and their defaults.
TEST(J13, OptionDefaults) {
  absl::StatusOr<NewGameResult> g = Engine().NewGame(NewSetup(2, 1));
  ASSERT_TRUE(g.ok());
  const pb::State p = Payload(g->state);
  EXPECT_EQ(p.options().start_hands(), pb::START_HANDS_DEAL7_KEEP5);
  EXPECT_EQ(p.options().war_propaganda_tie(), pb::WAR_PROPAGANDA_TIE_STAY);
  EXPECT_TRUE(p.options().convoy_same_round());
  v1::GameSetup setup = NewSetup(2, 1);
  (*setup.mutable_options())["war_propaganda_tie"] = "nearest_clockwise";
  (*setup.mutable_options())["convoy_same_round"] = "false";
  g = Engine().NewGame(setup);
  ASSERT_TRUE(g.ok()) << g.status();
  EXPECT_EQ(Payload(g->state).options().war_propaganda_tie(),
            pb::WAR_PROPAGANDA_TIE_NEAREST_CLOCKWISE);
  EXPECT_FALSE(Payload(g->state).options().convoy_same_round());
  (*setup.mutable_options())["convoy_same_round"] = "maybe";
  EXPECT_EQ(Engine().NewGame(setup).status().code(), absl::StatusCode::kInvalidArgument);
}

// J2 deal7_keep5: 7 each, every seat decides at once, discards 2, then PLACE with 5.
TEST(J2, DealSevenKeepFive) {
  v1::GameSetup setup = NewSetup(3, 7);
  setup.set_first_seat(1);
  absl::StatusOr<NewGameResult> g = Engine().NewGame(setup);
  ASSERT_TRUE(g.ok()) << g.status();
  pb::State p = Payload(g->state);
  EXPECT_EQ(p.phase(), pb::PHASE_SETUP_DISCARD);
  EXPECT_EQ(p.dealer(), 1);  // J2: the dealer is the setup's first seat
  for (const pb::Seat& seat : p.seats()) EXPECT_EQ(seat.hand_count(), 7);
  EXPECT_EQ(g->turn.acting_seats_size(), 3);
  EXPECT_EQ(g->turn.decision(), "setup_discard");
  v1::GameState state = g->state;
  for (int seat = 0; seat < 3; ++seat) {
    absl::StatusOr<std::vector<google::protobuf::Any>> legal = Engine().LegalActions(state, seat);
    ASSERT_TRUE(legal.ok());
    ASSERT_FALSE(legal->empty());
    EXPECT_LE(legal->size(), 21u);
    absl::StatusOr<ApplyResult> r = Engine().Apply(state, seat, legal->back());
    ASSERT_TRUE(r.ok() && r->legal);
    state = r->state;
  }
  p = Payload(state);
  EXPECT_EQ(p.phase(), pb::PHASE_PLACE);
  EXPECT_EQ(p.round(), 1);
  EXPECT_EQ(p.discard_pile_count(), 6);
  for (const pb::Seat& seat : p.seats()) EXPECT_EQ(seat.hand_count(), 5);
}

// J12: in EXTERNAL mode every dealt card is a chance outcome, seat 0's 7 first.
TEST(J12, ExternalDeal) {
  absl::StatusOr<NewGameResult> g = Engine().NewGame(NewSetup(2, 0, nullptr, /*external=*/true));
  ASSERT_TRUE(g.ok());
  EXPECT_TRUE(g->turn.chance_pending());
  v1::GameState state = g->state;
  for (int k = 0; k < 14; ++k) {
    absl::StatusOr<std::vector<google::protobuf::Any>> outcomes =
        Engine().LegalActions(state, kChance);
    ASSERT_TRUE(outcomes.ok() && !outcomes->empty());
    absl::StatusOr<ApplyResult> r = Engine().Apply(state, kChance, outcomes->front());
    ASSERT_TRUE(r.ok() && r->legal);
    const pb::State p = Payload(r->state);
    EXPECT_EQ(p.seats(0).hand_count(), std::min(k + 1, 7));
    state = r->state;
  }
  EXPECT_EQ(Payload(state).phase(), pb::PHASE_SETUP_DISCARD);
}

pb::Pack PresetPack() {
  pb::Pack p = PackMessage(Dev("a", 1) + World("b", 1, "blue"));
  for (const char* letter : {"A", "B", "C"}) {
    pb::PresetHand* h = p.add_preset_hands();
    h->set_letter(letter);
    for (const char* c : {"a", "b", "filler", "filler", "filler"}) h->add_cards(c);
  }
  return p;
}

// J2 preset: each seat a different preset hand, then PLACE at once.
TEST(J2, PresetHandsSeeded) {
  const pb::Pack pack = PresetPack();
  v1::GameSetup setup = NewSetup(3, 5, &pack);
  (*setup.mutable_options())["start_hands"] = "preset";
  absl::StatusOr<NewGameResult> g = Engine().NewGame(setup);
  ASSERT_TRUE(g.ok()) << g.status();
  const pb::State p = Payload(g->state);
  EXPECT_EQ(p.phase(), pb::PHASE_PLACE);
  std::set<std::string> letters;
  for (const pb::Seat& seat : p.seats()) {
    EXPECT_EQ(seat.hand_count(), 5);
    letters.insert(seat.preset_hand());
  }
  EXPECT_EQ(letters.size(), 3u);
  // 4 seats need 4 hands: R19.
  v1::GameSetup four = NewSetup(4, 5, &pack);
  (*four.mutable_options())["start_hands"] = "preset";
  const absl::Status s = Engine().NewGame(four).status();
  EXPECT_TRUE(absl::StartsWith(s.message(), "setup.options.start_hands:")) << s;
}

// J12: EXTERNAL preset assignment, a letter per seat, distinct.
TEST(J12, PresetHandsExternal) {
  const pb::Pack pack = PresetPack();
  v1::GameSetup setup = NewSetup(2, 0, &pack, /*external=*/true);
  (*setup.mutable_options())["start_hands"] = "preset";
  absl::StatusOr<NewGameResult> g = Engine().NewGame(setup);
  ASSERT_TRUE(g.ok()) << g.status();
  EXPECT_TRUE(g->turn.chance_pending());
  EXPECT_EQ(g->turn.decision(), "preset_hand");
  pb::Action c;
  c.mutable_chance_outcome()->set_preset_hand("B");
  google::protobuf::Any any;
  any.PackFrom(c);
  absl::StatusOr<ApplyResult> r = Engine().Apply(g->state, kChance, any);
  ASSERT_TRUE(r.ok() && r->legal);
  absl::StatusOr<ApplyResult> again = Engine().Apply(r->state, kChance, any);
  ASSERT_TRUE(again.ok());
  EXPECT_FALSE(again->legal);
  EXPECT_EQ(again->violation.code(), "JUMP_DRIVE_IMPOSSIBLE_CHANCE_OUTCOME");
  c.mutable_chance_outcome()->set_preset_hand("A");
  any.PackFrom(c);
  r = Engine().Apply(r->state, kChance, any);
  ASSERT_TRUE(r.ok() && r->legal);
  const pb::State p = Payload(r->state);
  EXPECT_EQ(p.seats(0).preset_hand(), "B");
  EXPECT_EQ(p.seats(1).preset_hand(), "A");
  EXPECT_EQ(p.phase(), pb::PHASE_PLACE);
}

// R19: preset with a pack that lists no preset hands (the built-in one).
TEST(R19, PresetWithoutHandsIsRefused) {
  v1::GameSetup setup = NewSetup(2, 1);
  (*setup.mutable_options())["start_hands"] = "preset";
  const absl::Status s = Engine().NewGame(setup).status();
  EXPECT_EQ(s.code(), absl::StatusCode::kInvalidArgument);
  EXPECT_TRUE(absl::StartsWith(s.message(), "setup.options.start_hands:")) << s;
}

// J2: a pack too small to deal 7 to every seat, or with fewer Survey Teams than seats.
TEST(J2, PackTooSmall) {
  pb::Pack pack = PackMessage("");
  pack.mutable_cards(0)->set_count(10);
  const absl::Status s = Engine().NewGame(NewSetup(2, 1, &pack)).status();
  EXPECT_TRUE(absl::StartsWith(s.message(), "setup.content:")) << s;
}


// J16: the built-in pack is the CSV's 71 types (112 cards: 52 developments, 60 worlds, 21 of
// them military) plus the Survey Team, each card keeping its source and confidence.
TEST(J16, BuiltInPackIsTheCsv) {
  const v1::GameInfo& info = Engine().Info();
  v1::GameSetup setup = NewSetup(2, 1);
  absl::StatusOr<NewGameResult> g = Engine().NewGame(setup);
  ASSERT_TRUE(g.ok());
  // The pack itself, from the embedded file.
  pb::Pack pack;
  ASSERT_TRUE(ParseContentFile(kBuiltInContent[0].name, kBuiltInContent[0].text, &pack).ok());
  EXPECT_EQ(pack.cards_size(), 71);
  int cards = 0, devs = 0, worlds = 0, military = 0;
  for (const pb::Card& c : pack.cards()) {
    cards += c.count();
    (c.kind() == "development" ? devs : worlds) += c.count();
    if (c.military_world()) military += c.count();
    EXPECT_FALSE(c.source().empty()) << c.id();
    EXPECT_FALSE(c.confidence().empty()) << c.id();
  }
  EXPECT_EQ(cards, 112);
  EXPECT_EQ(devs, 52);
  EXPECT_EQ(worlds, 60);
  EXPECT_EQ(military, 21);
  EXPECT_EQ(pack.survey_team().count(), 4);
  EXPECT_EQ(pack.preset_hands_size(), 0);  // unknown (J16)
  EXPECT_EQ(info.built_in_content(0).source().find("gilmanjo"), 0u);
}

}  // namespace
}  // namespace jump_drive
}  // namespace arbiter
