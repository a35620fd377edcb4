// T2 Setup, T3 Initial ticket choice, R1, E15; GameInfo options.
#include <algorithm>
#include <fstream>
#include <map>
#include <set>
#include <sstream>
#include <string>

#include "engines/core/envelope.h"
#include "engines/ticket_to_ride_europe/test_util.h"
#include "engines/core/violation.h"
#include "engines/ticket_to_ride_europe/violations.h"
#include "gtest/gtest.h"

namespace arbiter::ticket_to_ride_europe::testing {
namespace {

v1::GameSetup MakeSetup(int seats, uint64_t seed, bool external = false,
                    std::map<std::string, std::string> options = {}) {
  v1::GameSetup s;
  s.set_game_id("ticket_to_ride_europe");
  s.set_seat_count(seats);
  s.mutable_randomness()->set_mode(external ? v1::RANDOMNESS_MODE_EXTERNAL
                                            : v1::RANDOMNESS_MODE_SEEDED);
  s.mutable_randomness()->set_seed(seed);
  for (const auto& [k, v] : options) (*s.mutable_options())[k] = v;
  return s;
}

NewGameResult New(const v1::GameSetup& setup) {
  absl::StatusOr<NewGameResult> r = Game().NewGame(setup);
  EXPECT_TRUE(r.ok()) << r.status();
  return *r;
}

TEST(Info, OptionsWithDefaults) {
  const v1::GameInfo& info = Game().Info();
  EXPECT_EQ(info.game_id(), "ticket_to_ride_europe");
  EXPECT_EQ(info.min_seats(), 2);
  EXPECT_EQ(info.max_seats(), 5);
  std::map<std::string, std::string> defaults;
  for (const v1::OptionSpec& o : info.options()) defaults[o.name()] = o.default_value();
  EXPECT_EQ(defaults, (std::map<std::string, std::string>{
                          {"draw_needs_deck", "false"},
                          {"initial_choice_visibility", "hidden_until_all"},
                          {"last_tiebreak", "express_card"},
                          {"max_loco_resets", "3"},
                          {"ticket_set", "base"}}));
  EXPECT_EQ(info.state_type(), "arbiter.games.ticket_to_ride_europe.v1.State");
}

// The heading ids of rules.md: the first word after the #s of each heading.
std::set<std::string> RulesHeadings() {
  std::ifstream in(TICKET_TO_RIDE_EUROPE_RULES_MD);
  EXPECT_TRUE(in.good()) << TICKET_TO_RIDE_EUROPE_RULES_MD;
  std::set<std::string> ids;
  for (std::string line; std::getline(in, line);) {
    if (line.rfind("## ", 0) != 0 && line.rfind("### ", 0) != 0) continue;
    std::istringstream words(line);
    std::string hashes, id;
    words >> hashes >> id;
    ids.insert(id);
  }
  return ids;
}

TEST(Info, ViolationCatalogue) {
  const v1::GameInfo& info = Game().Info();
  std::map<std::string, std::string> listed;
  for (const v1::ViolationSpec& v : info.violations()) listed[v.code()] = v.rule_ref();
  // Every kind of violations.h, with its rule_ref, and the five shared codes citing T4 / T11.
  EXPECT_EQ(listed.size(), kViolations.size() + 5);
  const std::set<std::string> headings = RulesHeadings();
  for (const ViolationKind& k : kViolations) {
    EXPECT_EQ(listed[std::string(k.code)], k.rule_ref) << k.code;
    EXPECT_EQ(k.code.substr(0, 22), "TICKET_TO_RIDE_EUROPE_") << k.code;
    EXPECT_FALSE(k.description.empty()) << k.code;
  }
  for (const ViolationKind& k : {kSharedGameOver, kSharedWrongActor, kSharedNoChancePending,
                                 kSharedChanceOutcomePending, kSharedNotYourTurn}) {
    EXPECT_EQ(listed[std::string(k.code)], k.rule_ref) << k.code;
  }
  for (const auto& [code, rule_ref] : listed) {
    EXPECT_TRUE(headings.count(rule_ref)) << code << " cites " << rule_ref
                                          << ", not a heading of rules.md";
  }
  // Every section, ruling and worked example of the rules has its heading.
  for (int i = 1; i <= 14; ++i) EXPECT_TRUE(headings.count("T" + std::to_string(i))) << i;
  for (int i = 1; i <= 7; ++i) EXPECT_TRUE(headings.count("R" + std::to_string(i))) << i;
  for (int i = 1; i <= 15; ++i) EXPECT_TRUE(headings.count("E" + std::to_string(i))) << i;
}

TEST(T2Setup, DealsCardsDisplayAndTickets) {
  for (int n = 2; n <= 5; ++n) {
    NewGameResult r = New(MakeSetup(n, 7 + n));
    State s = Unwrap(r.state);
    EXPECT_EQ(s.phase, pb::PHASE_INITIAL_TICKETS);
    int display = 0;
    for (int c : s.display) display += c != kEmptySlot;
    EXPECT_EQ(display, 5);
    for (const Player& p : s.players) {
      EXPECT_EQ(Total(p.hand), 4);
      ASSERT_EQ(p.offered.size(), 4u);
      EXPECT_TRUE(TheMap().ticket(p.offered[0])->long_ticket);
      for (int k = 1; k < 4; ++k) EXPECT_FALSE(TheMap().ticket(p.offered[k])->long_ticket);
      EXPECT_EQ(p.trains_left, 45);
      EXPECT_EQ(p.stations_left, 3);
    }
    EXPECT_EQ(Total(s.deck) + Total(s.discard), 110 - 4 * n - 5);
    EXPECT_EQ(s.long_undealt.size(), static_cast<size_t>(6 - n));
    EXPECT_EQ(s.ticket_deck.size(), static_cast<size_t>(40 - 3 * n));
    EXPECT_TRUE(Game().Check(r.state).ok());
    // Every seat may act (R1: simultaneous).
    EXPECT_EQ(r.turn.acting_seats_size(), n);
    EXPECT_EQ(r.turn.decision(), "initial_tickets");
  }
}

TEST(T2Setup, SameSeedSameGame) {
  EXPECT_EQ(New(MakeSetup(3, 99)).state.SerializeAsString(),
            New(MakeSetup(3, 99)).state.SerializeAsString());
  EXPECT_NE(New(MakeSetup(3, 99)).state.SerializeAsString(),
            New(MakeSetup(3, 100)).state.SerializeAsString());
}

TEST(T2Setup, RejectsBadSetup) {
  EXPECT_EQ(Game().NewGame(MakeSetup(6, 1)).status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(Game().NewGame(MakeSetup(1, 1)).status().code(), absl::StatusCode::kInvalidArgument);
  EXPECT_EQ(Game().NewGame(MakeSetup(3, 1, false, {{"ticket_set", "mega"}})).status().code(),
            absl::StatusCode::kInvalidArgument);
}

TEST(T2Setup, ExternalModeAsksForEveryDealtCardAndTicket) {
  const int n = 3;
  NewGameResult r = New(MakeSetup(n, 0, /*external=*/true));
  EXPECT_TRUE(r.turn.chance_pending());
  EXPECT_TRUE(r.turn.acting_seats().empty());
  v1::GameState st = r.state;
  int steps = 0;
  while (true) {
    absl::StatusOr<v1::TurnStatus> t = Game().Turn(st);
    ASSERT_TRUE(t.ok());
    if (!t->chance_pending()) break;
    // No seat may act while chance is pending.
    EXPECT_EQ(CodeOf(Unwrap(st), 0, KeepAction({})), std::string(kChanceOutcomePending));
    absl::StatusOr<std::vector<google::protobuf::Any>> l = Game().LegalActions(st, kChance);
    ASSERT_TRUE(l.ok());
    ASSERT_FALSE(l->empty());
    ApplyResult a = Act(st, kChance, [&] {
      pb::Action x;
      (*l)[0].UnpackTo(&x);
      return x;
    }());
    ASSERT_TRUE(a.legal) << a.violation.ShortDebugString();
    st = a.state;
    ++steps;
  }
  // 4 cards x 3 + 5 display + 3 long + 9 regular, plus any display resets' refills.
  EXPECT_GE(steps, 4 * n + 5 + n + 3 * n);
  EXPECT_EQ(Unwrap(st).phase, pb::PHASE_INITIAL_TICKETS);
}

TEST(T2Setup, ExternalOutcomeMustBePossible) {
  NewGameResult r = New(MakeSetup(2, 0, /*external=*/true));
  // The first chance point deals a train card: a ticket id is not possible.
  ApplyResult a = Act(r.state, kChance, TicketOutcome(1));
  EXPECT_FALSE(a.legal);
  EXPECT_EQ(a.violation.code(), kChanceImpossible.code);
  a = Act(r.state, kChance, CardOutcome(-1));  // TRAIN_CARD_UNSPECIFIED
  EXPECT_EQ(a.violation.code(), kChanceImpossible.code);
  a = Act(r.state, 0, CardOutcome(kRed));
  EXPECT_EQ(a.violation.code(), kWrongActorForAction);
}

TEST(E15, TwoPlayersLongTicketsLeaveUnseenDeckHolds34) {
  NewGameResult r = New(MakeSetup(2, 5));
  State s = Unwrap(r.state);
  EXPECT_EQ(s.long_undealt.size(), 4u);
  EXPECT_EQ(s.ticket_deck.size(), 34u);
  // Seat 0 keeps 2 of 4: the other 2 leave the game (not into the deck).
  const std::vector<int> offered = s.players[0].offered;
  State t = Must(s, 0, KeepAction({offered[0], offered[2]}));
  EXPECT_EQ(t.players[0].tickets, (std::vector<int>{offered[0], offered[2]}));
  EXPECT_EQ(t.players[0].discarded, (std::vector<int>{offered[1], offered[3]}));
  EXPECT_EQ(t.ticket_deck.size(), 34u);
  // Nobody sees the unseen long tickets.
  pb::State v = Payload(*Game().View(Wrap(t), 0));
  for (int id : v.long_tickets_undealt()) EXPECT_EQ(id, 0);
}

TEST(T3InitialChoice, KeepTwoThreeOrFourOfFour) {
  State s = Unwrap(New(MakeSetup(3, 11)).state);
  const std::vector<int> o = s.players[1].offered;
  EXPECT_EQ(CodeOf(s, 1, KeepAction({o[0]})), kInitialKeepTooFew.code);
  EXPECT_EQ(CodeOf(s, 1, KeepAction({o[0], o[0]})), kInitialKeepNotOffered.code);
  EXPECT_EQ(CodeOf(s, 1, KeepAction({o[0], 999})), kInitialKeepNotOffered.code);
  EXPECT_EQ(CodeOf(s, 1, KeepAction({o[1], o[2]})), "");
  EXPECT_EQ(CodeOf(s, 1, KeepAction({o[0], o[1], o[2]})), "");
  EXPECT_EQ(CodeOf(s, 1, KeepAction(o)), "");
  // Any other action is not the pending decision.
  EXPECT_EQ(CodeOf(s, 1, DrawBlindAction()), kWrongStep.code);
  // 6 pairs + 4 triples + 1 quadruple.
  EXPECT_EQ(Legal(s, 1).size(), 11u);
}

TEST(R1InitialChoice, HiddenUntilAllInAnyOrder) {
  State s = Unwrap(New(MakeSetup(3, 12)).state);
  // Seat 2 first, then seat 0: any order.
  State a = Must(s, 2, KeepAction({s.players[2].offered[0], s.players[2].offered[1]}));
  EXPECT_EQ(CodeOf(a, 2, KeepAction({a.players[2].tickets[0], a.players[2].tickets[1]})),
            kInitialChoiceMade.code);
  absl::StatusOr<v1::TurnStatus> t = Game().Turn(Wrap(a));
  EXPECT_EQ(std::vector<int>(t->acting_seats().begin(), t->acting_seats().end()),
            (std::vector<int>{0, 1}));
  // Seat 0 sees nothing of seat 2's choice: not the tickets, not how many.
  pb::State v0 = Payload(*Game().View(Wrap(a), 0));
  EXPECT_EQ(v0.players(2).tickets_size(), 0);
  EXPECT_EQ(v0.players(2).tickets_discarded_size(), 0);
  // The public form of the keep event hides the count.
  ApplyResult r = Act(s, 2, KeepAction(s.players[2].offered));
  std::vector<pb::Event> seen = EventsOf(r.events, 0);
  ASSERT_FALSE(seen.empty());
  EXPECT_EQ(seen[0].tickets_kept().kept_count(), -1);
  EXPECT_EQ(EventsOf(r.events, 2)[0].tickets_kept().kept_count(), 4);
  // After the last choice the counts are public and the first seat plays.
  State b = Must(a, 0, KeepAction(a.players[0].offered));
  ApplyResult last = Act(b, 1, KeepAction({b.players[1].offered[3], b.players[1].offered[1],
                                           b.players[1].offered[2]}));
  ASSERT_TRUE(last.legal);
  bool revealed = false;
  for (const pb::Event& e : EventsOf(last.events, 0)) {
    if (e.has_initial_choices_revealed()) {
      revealed = true;
      EXPECT_EQ(std::vector<int>(e.initial_choices_revealed().kept_counts().begin(),
                                 e.initial_choices_revealed().kept_counts().end()),
                (std::vector<int>{4, 3, 2}));
    }
  }
  EXPECT_TRUE(revealed);
  State c = Unwrap(last.state);
  EXPECT_EQ(c.phase, pb::PHASE_CHOOSE_ACTION);
  EXPECT_EQ(c.current_seat, 0);
  pb::State v = Payload(*Game().View(last.state, 0));
  EXPECT_EQ(v.players(2).tickets_size(), 2);  // counts public, ids hidden
  EXPECT_EQ(v.players(2).tickets(0), 0);
}

TEST(R1InitialChoice, OpenInTurnAsksSeatBySeatFromTheFirstSeat) {
  v1::GameSetup setup = MakeSetup(3, 13, false, {{"initial_choice_visibility", "open_in_turn"}});
  setup.set_first_seat(1);
  NewGameResult r = New(setup);
  EXPECT_EQ(std::vector<int>(r.turn.acting_seats().begin(), r.turn.acting_seats().end()),
            (std::vector<int>{1}));
  State s = Unwrap(r.state);
  EXPECT_EQ(CodeOf(s, 0, KeepAction(s.players[0].offered)), kNotYourTurn);
  ApplyResult a = Act(s, 1, KeepAction(s.players[1].offered));
  ASSERT_TRUE(a.legal);
  EXPECT_EQ(EventsOf(a.events, 0)[0].tickets_kept().kept_count(), 4);  // counts public
  EXPECT_EQ(a.turn.acting_seats(0), 2);
  State b = Unwrap(a.state);
  b = Must(b, 2, KeepAction(b.players[2].offered));
  b = Must(b, 0, KeepAction(b.players[0].offered));
  EXPECT_EQ(b.phase, pb::PHASE_CHOOSE_ACTION);
  EXPECT_EQ(b.current_seat, 1);  // T2.4: the first seat takes the first turn
}

TEST(T1TicketSet, Mega1912DealsTwoLongFiveRegularKeepThree) {
  State s = Unwrap(New(MakeSetup(4, 21, false, {{"ticket_set", "1912_all"}})).state);
  for (const Player& p : s.players) {
    ASSERT_EQ(p.offered.size(), 7u);
    EXPECT_TRUE(TheMap().ticket(p.offered[0])->long_ticket);
    EXPECT_TRUE(TheMap().ticket(p.offered[1])->long_ticket);
    EXPECT_EQ(TheMap().ticket(p.offered[2])->set, kTicketSet1912);
  }
  EXPECT_EQ(s.long_undealt.size(), 12u - 8u);
  EXPECT_EQ(s.ticket_deck.size(), 89u - 20u);
  const std::vector<int> o = s.players[0].offered;
  EXPECT_EQ(CodeOf(s, 0, KeepAction({o[0], o[1]})), kInitialKeepTooFew.code);
  EXPECT_EQ(CodeOf(s, 0, KeepAction({o[0], o[1], o[6]})), "");
}

}  // namespace
}  // namespace arbiter::ticket_to_ride_europe::testing
