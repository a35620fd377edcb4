// T4 Turn structure, R2 passing, T11 End of game; E12 (turn_flow.cc).
#include <string>
#include <vector>

#include "engines/core/envelope.h"
#include "engines/core/violation.h"
#include "engines/ticket_to_ride_europe/test_util.h"
#include "engines/ticket_to_ride_europe/violations.h"
#include "gtest/gtest.h"

namespace arbiter::ticket_to_ride_europe::testing {
namespace {

TEST(E12, EndTriggerGivesEveryoneOneMoreTurn) {
  State s = Crafted(3, /*external=*/false, /*active=*/1);
  for (int id : {100, 99, 83, 96, 82, 81, 80, 76}) Claim(s, id, 1);  // 40 trains
  Give(s, 1, kBlack, 3);
  EXPECT_EQ(s.players[1].trains_left, 5);
  State t = Must(s, 1, ClaimAction(RouteId("Brest", "Paris"), kBlack, 0));  // 2 left
  EXPECT_EQ(t.end_trigger_seat, 1);
  EXPECT_EQ(t.final_turns_left, 3);
  EXPECT_EQ(t.current_seat, 2);
  // Seat 2 drops to 1 train: nothing changes (no second trigger).
  for (int id : {75, 74, 72, 70, 13, 14, 22, 34, 7, 10}) Claim(t, id, 2);  // 4*10 = 40 trains
  Give(t, 2, kRed, 4);
  EXPECT_EQ(t.players[2].trains_left, 5);
  t = Must(t, 2, ClaimAction(RouteId("Erzurum", "Sochi"), kRed, 0));
  ASSERT_EQ(t.phase, pb::PHASE_TUNNEL);  // Erzurum-Sochi is a tunnel: SEEDED reveal done
  if (t.has_tunnel) t = Must(t, 2, DeclineTunnelAction());
  EXPECT_EQ(t.end_trigger_seat, 1);
  EXPECT_EQ(t.current_seat, 0);
  t = Must(t, 0, DrawTicketsAction());  // allowed in the final round
  t = Must(t, 0, KeepAction({t.players[0].offered[0]}));
  EXPECT_EQ(t.current_seat, 1);
  EXPECT_EQ(t.phase, pb::PHASE_CHOOSE_ACTION);
  ApplyResult last = Act(t, 1, DrawBlindAction());
  ASSERT_TRUE(last.legal);
  State u = Unwrap(last.state);
  if (u.phase == pb::PHASE_SECOND_CARD) {
    last = Act(u, 1, DrawBlindAction());
    u = Unwrap(last.state);
  }
  EXPECT_EQ(u.phase, pb::PHASE_GAME_OVER);
  EXPECT_EQ(last.turn.outcome().status(), v1::OUTCOME_STATUS_FINISHED);
  EXPECT_EQ(last.turn.outcome().results_size(), 3);
  EXPECT_TRUE(last.turn.acting_seats().empty());
  EXPECT_EQ(CodeOf(u, 2, DrawBlindAction()), kGameOver);
  EXPECT_TRUE(Legal(u, 0).empty());
}

// Nobody can draw (deck, discards, display empty; ticket deck empty); seat 0 holds no card
// and no station; seat 1 holds every card, has 0 trains and no station.
State Stuck() {
  State s = Crafted(2);
  SetDisplay(s, {kEmptySlot, kEmptySlot, kEmptySlot, kEmptySlot, kEmptySlot});
  for (int t = 0; t < kCardTypes; ++t) Give(s, 1, t, s.deck[t]);
  while (!s.ticket_deck.empty()) GiveTicket(s, 1, s.ticket_deck.back());
  for (int i = 0; i < 3; ++i) Station(s, i + 1, 0);
  for (int i = 0; i < 3; ++i) Station(s, 10 + i, 1);
  for (int id : {100, 99, 83, 96, 82, 81, 80, 76, 55, 3, 35, 12}) Claim(s, id, 1);  // 45 trains
  return s;
}

TEST(R2Pass, OnlyWithoutAnyOtherAction) {
  State s = Crafted(2);
  EXPECT_EQ(CodeOf(s, 0, PassAction()), kPassNotAllowed.code);
  s = Stuck();
  ASSERT_EQ(s.players[1].trains_left, 0);
  std::vector<pb::Action> legal = Legal(s, 0);
  ASSERT_EQ(legal.size(), 1u);
  EXPECT_TRUE(legal[0].has_pass());
  // Seat 1 with a station left could build one: it may not pass.
  State t = s;
  t.station_owner[10] = -1;
  ++t.players[1].stations_left;
  t.current_seat = 1;
  EXPECT_EQ(CodeOf(t, 1, PassAction()), kPassNotAllowed.code);
}

TEST(R2Pass, EverySeatPassingInARowEndsTheGame) {
  State s = Stuck();
  State t = Must(s, 0, PassAction());
  EXPECT_EQ(t.passes_in_row, 1);
  EXPECT_EQ(t.current_seat, 1);
  ApplyResult r = Act(t, 1, PassAction());
  ASSERT_TRUE(r.legal);
  State u = Unwrap(r.state);
  EXPECT_EQ(u.phase, pb::PHASE_GAME_OVER);
  EXPECT_EQ(r.turn.outcome().status(), v1::OUTCOME_STATUS_FINISHED);
  // Seat 1: routes 21+15+15+7*5+1+1+1+2 = 91, longest path > 0 -> +10.
  EXPECT_EQ(u.players[1].final_score.route_points(), 91);
  EXPECT_EQ(u.players[1].final_score.express_points(), 10);
  EXPECT_EQ(u.players[0].final_score.total(), 0);
  ASSERT_EQ(r.turn.outcome().results_size(), 2);
  EXPECT_GE(r.turn.outcome().results(0).score(), r.turn.outcome().results(1).score());
}

// Moves `count` cards of `type` from one hand to another (every card stays accounted for).
void HandOver(State& s, int from, int to, int type, int count) {
  s.players[from].hand[type] -= count;
  s.players[to].hand[type] += count;
}

// R2 on `s` for its active seat: the legal actions are all of `kind` (and PASS is refused), or,
// for KIND_NOT_SET, PASS alone (and accepted).
void ExpectOnly(const State& s, pb::Action::KindCase kind, const std::string& what) {
  SCOPED_TRACE(what);
  const std::vector<pb::Action> legal = Legal(s, s.current_seat);
  ASSERT_FALSE(legal.empty());
  if (kind == pb::Action::KIND_NOT_SET) {
    ASSERT_EQ(legal.size(), 1u);
    EXPECT_TRUE(legal[0].has_pass());
    EXPECT_EQ(CodeOf(s, s.current_seat, PassAction()), "");
    return;
  }
  for (const pb::Action& a : legal) EXPECT_EQ(a.kind_case(), kind) << a.ShortDebugString();
  EXPECT_EQ(CodeOf(s, s.current_seat, PassAction()), kPassNotAllowed.code);
}

// R2 with exactly one other kind of action left, of each kind, and with that action just out
// of reach: PASS is refused exactly when the other action exists.
TEST(R2Pass, RefusedWhileAnyOneKindOfActionRemains) {
  {  // A display card with deck and discards empty: drawing it is the one action...
    State s = Stuck();
    --s.players[1].hand[kRed];
    s.display[2] = kRed;
    ExpectOnly(s, pb::Action::kDrawFaceUp, "display card");
    s.options.set_draw_needs_deck(true);  // ...unless no card may be drawn (R3)
    ExpectOnly(s, pb::Action::KIND_NOT_SET, "display card, draw_needs_deck");
  }
  {  // A ticket back in the ticket deck.
    State s = Stuck();
    s.ticket_deck.push_back(s.players[1].tickets.back());
    s.players[1].tickets.pop_back();
    ExpectOnly(s, pb::Action::kDrawTickets, "ticket deck");
  }
  {  // Seat 1 (no trains) with a station left, costing 3 cards (T10).
    State s = Stuck();
    s.current_seat = 1;
    ExpectOnly(s, pb::Action::KIND_NOT_SET, "seat 1, no station");
    s.station_owner[10] = -1;
    ++s.players[1].stations_left;
    ExpectOnly(s, pb::Action::kBuildStation, "seat 1, every card");
    for (int t = 0; t < kCardTypes; ++t) HandOver(s, 1, 0, t, s.players[1].hand[t]);
    HandOver(s, 0, 1, kRed, 1);
    HandOver(s, 0, 1, kBlue, 1);
    HandOver(s, 0, 1, kLoco, 1);
    ExpectOnly(s, pb::Action::KIND_NOT_SET, "seat 1, red + blue + 1 locomotive");
    HandOver(s, 0, 1, kLoco, 1);
    ExpectOnly(s, pb::Action::kBuildStation, "seat 1, red + blue + 2 locomotives");
  }
  {  // Seat 0 (45 trains, no station) with locomotives: every route of length 1 is claimed
     // (3, 35, 55) or closed with 2 players (62, the double of 3; T7), so one locomotive
     // claims nothing and two claim a route of length 2.
    State s = Stuck();
    HandOver(s, 1, 0, kLoco, 1);
    ExpectOnly(s, pb::Action::KIND_NOT_SET, "1 locomotive");
    HandOver(s, 1, 0, kLoco, 1);
    ExpectOnly(s, pb::Action::kClaimRoute, "2 locomotives");
  }
}

TEST(T4TurnStructure, EmptyActionAndChanceActor) {
  State s = Crafted(2);
  EXPECT_EQ(CodeOf(s, 0, pb::Action()), kActionEmpty.code);
  EXPECT_EQ(CodeOf(s, kChance, DrawBlindAction()), kWrongActorForAction);
  EXPECT_EQ(CodeOf(s, kChance, CardOutcome(kRed)), kNoChancePending);
  EXPECT_EQ(CodeOf(s, 0, CardOutcome(kRed)), kWrongActorForAction);
  EXPECT_EQ(CodeOf(s, 0, PayTunnelAction(0)), kWrongStep.code);
  EXPECT_EQ(CodeOf(s, 0, KeepAction({1})), kWrongStep.code);
  EXPECT_TRUE(Legal(s, 1).empty());
  EXPECT_TRUE(Legal(s, kChance).empty());
  EXPECT_EQ(Game().Apply(Wrap(s), 2, Pack(DrawBlindAction())).status().code(),
            absl::StatusCode::kInvalidArgument);
}

}  // namespace
}  // namespace arbiter::ticket_to_ride_europe::testing

namespace arbiter::ticket_to_ride_europe::testing {
namespace {

TEST(T11EndOfGame, ZeroTrainsStillTakesTurnsAndNoSecondTrigger) {
  State s = Crafted(2);
  for (int id : {100, 99, 83, 96, 82, 81, 80, 76, 55, 3, 35}) Claim(s, id, 0);  // 43 trains
  Give(s, 0, kBlue, 2);
  State t = Must(s, 0, ClaimAction(RouteId("Berlin", "Essen"), kBlue, 0));  // 0 trains left
  EXPECT_EQ(t.end_trigger_seat, 0);
  EXPECT_EQ(t.final_turns_left, 2);
  t = Must(t, 1, DrawTicketsAction());
  t = Must(t, 1, KeepAction({t.players[1].offered[0]}));
  EXPECT_EQ(t.end_trigger_seat, 0);  // seat 1 had 45 trains; nothing new
  EXPECT_EQ(t.current_seat, 0);
  // Seat 0 with 0 trains takes its last turn: drawing cards is legal, claiming is not.
  EXPECT_EQ(CodeOf(t, 0, ClaimAction(RouteId("Cadiz", "Lisboa"), kBlue, 0)),
            kNotEnoughTrains.code);
  State u = Must(t, 0, DrawFaceUpAction(0));
  u = Must(u, 0, DrawFaceUpAction(1));
  EXPECT_EQ(u.phase, pb::PHASE_GAME_OVER);
}

}  // namespace
}  // namespace arbiter::ticket_to_ride_europe::testing
