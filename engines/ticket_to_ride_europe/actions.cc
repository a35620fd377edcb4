// One action, from the wire (ApplyWire: parsed and judged as Game::Apply judges it) or native
// (Play: a Move ListMoves listed), and the native listing (ListMoves) behind LegalActions and the
// native Position (position.cc). Rules T2-T11 and R2 live in the handlers (rules.h).
#include <algorithm>

#include "absl/strings/str_cat.h"
#include "engines/core/envelope.h"
#include "engines/ticket_to_ride_europe/rules.h"
#include "engines/ticket_to_ride_europe/violations.h"

namespace arbiter::ticket_to_ride_europe {
namespace {

Verdict WrongStep(const State& s) {
  return MakeViolation(kWrongStep, "",
                       absl::StrCat("this action is not the pending decision (",
                                    pb::Phase_Name(s.phase), ")"));
}

Verdict Dispatch(Ctx& c, int actor, const pb::Action& a) {
  State& s = c.s;
  switch (s.phase) {
    case pb::PHASE_INITIAL_TICKETS:
      if (a.has_keep_tickets()) return KeepTickets(c, actor, a.keep_tickets());
      return WrongStep(s);
    case pb::PHASE_CHOOSE_ACTION:
      switch (a.kind_case()) {
        case pb::Action::kDrawFaceUp:
          if (Verdict v = DrawFaceUp(c, a.draw_face_up().slot())) return v;
          s.passes_in_row = 0;
          return std::nullopt;
        case pb::Action::kDrawBlind:
          if (Verdict v = DrawBlind(c)) return v;
          s.passes_in_row = 0;
          return std::nullopt;
        case pb::Action::kClaimRoute:
          return ClaimRoute(c, a.claim_route().route_id(), a.claim_route().colour(),
                            a.claim_route().locomotives());
        case pb::Action::kDrawTickets: return DrawTickets(c);
        case pb::Action::kBuildStation:
          return BuildStation(c, a.build_station().city_id(), a.build_station().colour(),
                              a.build_station().locomotives());
        case pb::Action::kPass: return PassTurn(c);
        default: return WrongStep(s);
      }
    case pb::PHASE_SECOND_CARD:
      if (a.has_draw_face_up()) return DrawFaceUp(c, a.draw_face_up().slot());
      if (a.has_draw_blind()) return DrawBlind(c);
      return WrongStep(s);
    case pb::PHASE_TUNNEL:
      if (a.has_pay_tunnel()) return PayTunnel(c, a.pay_tunnel().locomotives());
      if (a.has_decline_tunnel()) return DeclineTunnel(c);
      return WrongStep(s);
    case pb::PHASE_KEEP_TICKETS:
      if (a.has_keep_tickets()) return KeepTickets(c, actor, a.keep_tickets());
      return WrongStep(s);
    default:
      return WrongStep(s);
  }
}

}  // namespace

bool IsActing(const State& s, int seat) {
  const absl::InlinedVector<int, 5> seats = ActingSeats(s);
  return std::find(seats.begin(), seats.end(), seat) != seats.end();
}

absl::Status CheckAtRest(const Map& map, const State& s, State& probe) {
  if (!s.external && NextChance(s).kind != ChanceKind::kNone) {
    return absl::InvalidArgumentError(
        "state.payload.external_randomness: a chance point is pending in SEEDED mode");
  }
  probe = s;  // copy-assignment: reuses the probe's capacity
  std::vector<v1::Event> ignored;
  Ctx c{map, probe, &ignored};
  probe.external = true;  // probe without drawing
  Advance(c);
  if (!ignored.empty() || probe.phase != s.phase || probe.current_seat != s.current_seat) {
    return absl::InvalidArgumentError(
        "state.payload.phase: the state is not at rest (a step needing no decision is due)");
  }
  return absl::OkStatus();
}

absl::StatusOr<Verdict> ApplyWire(Ctx& c, int actor, const google::protobuf::Any& action) {
  State& s = c.s;
  ARBITER_RETURN_IF_ERROR(CheckActor(actor, s.seat_count));
  pb::Action a;
  ARBITER_RETURN_IF_ERROR(UnpackAction(action, &a));
  if (s.phase == pb::PHASE_GAME_OVER) {
    return MakeViolation(kSharedGameOver, "", "the game is over");
  }
  const bool chance_pending = s.external && NextChance(s).kind != ChanceKind::kNone;
  if (a.has_chance_outcome()) {
    if (actor != kChance) {
      return MakeViolation(kSharedWrongActor, "chance_outcome",
                           "only chance supplies chance outcomes");
    }
    if (!chance_pending) {
      return MakeViolation(kSharedNoChancePending, "chance_outcome",
                           "no chance outcome is pending");
    }
    return ApplyChance(c, a.chance_outcome());
  }
  if (actor == kChance) {
    return MakeViolation(kSharedWrongActor, "", "chance may only supply chance outcomes");
  }
  if (chance_pending) {
    return MakeViolation(kSharedChanceOutcomePending, "",
                         "a chance outcome must be supplied first");
  }
  if (a.kind_case() == pb::Action::KIND_NOT_SET) {
    return MakeViolation(kActionEmpty, "kind", "the action has no kind set");
  }
  if (s.phase == pb::PHASE_INITIAL_TICKETS && s.players[actor].initial_choice_made) {
    return MakeViolation(kInitialChoiceMade, "", "you have already chosen your initial tickets");
  }
  if (!IsActing(s, actor)) {
    return MakeViolation(kSharedNotYourTurn, "", absl::StrCat("seat ", actor, " may not act now"));
  }
  Verdict v = Dispatch(c, actor, a);
  if (!v) Advance(c);
  return v;
}

Verdict Play(Ctx& c, int actor, const Move& m) {
  State& s = c.s;
  const bool first_card = s.phase == pb::PHASE_CHOOSE_ACTION;
  Verdict v;
  switch (m.kind) {
    case Move::Kind::kChanceCard: return ApplyChanceValue(c, m.colour, 0);
    case Move::Kind::kChanceTicket: return ApplyChanceValue(c, -1, m.id);
    case Move::Kind::kDrawFaceUp:
      v = DrawFaceUp(c, m.slot);
      if (!v && first_card) s.passes_in_row = 0;
      break;
    case Move::Kind::kDrawBlind:
      v = DrawBlind(c);
      if (!v && first_card) s.passes_in_row = 0;
      break;
    case Move::Kind::kClaimRoute:
      v = ClaimRoute(c, m.id, ToTrainCard(m.colour), m.locomotives);
      break;
    case Move::Kind::kDrawTickets: v = DrawTickets(c); break;
    case Move::Kind::kBuildStation:
      v = BuildStation(c, m.id, ToTrainCard(m.colour), m.locomotives);
      break;
    case Move::Kind::kPass: v = PassTurn(c); break;
    case Move::Kind::kPayTunnel: v = PayTunnel(c, m.locomotives); break;
    case Move::Kind::kDeclineTunnel: v = DeclineTunnel(c); break;
    case Move::Kind::kKeepTickets: v = KeepTicketsMask(c, actor, m.mask); break;
  }
  if (!v) Advance(c);
  return v;
}

void ListMoves(const Map& map, const State& s, int actor, std::vector<Move>* out) {
  out->clear();
  if (s.phase == pb::PHASE_GAME_OVER) return;
  const ChancePoint p = NextChance(s);
  if (s.external && p.kind != ChanceKind::kNone) {
    if (actor != kChance) return;
    const bool card = p.kind == ChanceKind::kDealCard || p.kind == ChanceKind::kRefill ||
                      p.kind == ChanceKind::kBlindDraw || p.kind == ChanceKind::kTunnelReveal;
    if (card) {
      Move m = Move::Of(Move::Kind::kChanceCard);
      for (int t = 0; t < kCardTypes; ++t) {
        if (s.deck[t] == 0) continue;
        m.colour = static_cast<uint8_t>(t);
        out->push_back(m);
      }
    } else {
      const std::vector<int>& pool =
          p.kind == ChanceKind::kDealLong ? s.long_undealt : s.ticket_deck;
      Move m = Move::Of(Move::Kind::kChanceTicket);
      for (int t : pool) {
        m.id = static_cast<uint16_t>(t);
        out->push_back(m);
      }
    }
    return;
  }
  if (actor == kChance || !IsActing(s, actor)) return;
  switch (s.phase) {
    case pb::PHASE_INITIAL_TICKETS:
    case pb::PHASE_KEEP_TICKETS:
      ListKeeps(s, actor, out);
      break;
    case pb::PHASE_CHOOSE_ACTION:
      ListDraws(s, /*second=*/false, out);
      ListClaims(map, s, out);
      if (CanDrawTickets(s)) out->push_back(Move::Of(Move::Kind::kDrawTickets));
      ListStations(map, s, out);
      if (out->empty()) out->push_back(Move::Of(Move::Kind::kPass));
      break;
    case pb::PHASE_SECOND_CARD:
      ListDraws(s, /*second=*/true, out);
      break;
    case pb::PHASE_TUNNEL:
      ListTunnelPayments(s, out);
      break;
    default:
      break;
  }
}

}  // namespace arbiter::ticket_to_ride_europe
