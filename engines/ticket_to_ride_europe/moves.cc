#include "engines/ticket_to_ride_europe/moves.h"

#include "engines/core/envelope.h"

namespace arbiter::ticket_to_ride_europe {

void ToAction(const Move& m, const std::vector<int>& offered, pb::Action* out) {
  switch (m.kind) {
    case Move::Kind::kDrawFaceUp: out->mutable_draw_face_up()->set_slot(m.slot); return;
    case Move::Kind::kDrawBlind: out->mutable_draw_blind(); return;
    case Move::Kind::kClaimRoute: {
      pb::ClaimRoute* a = out->mutable_claim_route();
      a->set_route_id(m.id);
      a->set_colour(ToTrainCard(m.colour));
      a->set_locomotives(m.locomotives);
      return;
    }
    case Move::Kind::kDrawTickets: out->mutable_draw_tickets(); return;
    case Move::Kind::kBuildStation: {
      pb::BuildStation* b = out->mutable_build_station();
      b->set_city_id(m.id);
      b->set_colour(ToTrainCard(m.colour));
      b->set_locomotives(m.locomotives);
      return;
    }
    case Move::Kind::kPass: out->mutable_pass(); return;
    case Move::Kind::kPayTunnel: out->mutable_pay_tunnel()->set_locomotives(m.locomotives); return;
    case Move::Kind::kDeclineTunnel: out->mutable_decline_tunnel(); return;
    case Move::Kind::kKeepTickets: {
      pb::KeepTickets* k = out->mutable_keep_tickets();
      for (size_t j = 0; j < offered.size() && j < 8; ++j) {
        if (m.mask & (1u << j)) k->add_ticket_ids(offered[j]);
      }
      return;
    }
    case Move::Kind::kChanceCard:
      out->mutable_chance_outcome()->set_card(ToTrainCard(m.colour));
      return;
    case Move::Kind::kChanceTicket: out->mutable_chance_outcome()->set_ticket_id(m.id); return;
  }
}

pb::Action ToAction(const Move& m, const std::vector<int>& offered) {
  pb::Action a;
  ToAction(m, offered, &a);
  return a;
}

void PackAction(const Move& m, const std::vector<int>& offered, google::protobuf::Any* out) {
  thread_local pb::Action action;  // reused call after call: its submessages stay allocated
  action.Clear();
  ToAction(m, offered, &action);
  PackInto(action, out);
}

}  // namespace arbiter::ticket_to_ride_europe
