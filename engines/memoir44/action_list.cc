// ActionList (action_list.h): the proto form of a native listed action, built the way the
// listers once built it (the same submessages present, so the same bytes on the wire).
#include "engines/memoir44/action_list.h"

#include "engines/memoir44/board.h"


namespace arbiter::memoir44 {

void ActionList::AddChanceRoll(absl::Span<const pb::DieFace> faces) {
  Choice& c = Push(pb::Action::kChance);
  c.first = static_cast<uint32_t>(pool_.size());
  c.count = static_cast<uint8_t>(faces.size());
  for (pb::DieFace f : faces) pool_.push_back(static_cast<int8_t>(f));
}

void ActionList::ToProto(size_t i, pb::Action* out) const {
  out->Clear();
  const Choice& c = items_[i];
  const absl::Span<const HexId> hexes = Hexes(c);
  switch (c.kind) {
    case pb::Action::kPlay: {
      pb::Play* p = out->mutable_play();
      p->set_card_id(c.card);
      p->set_section(c.section);
      p->set_as_air_power(c.as_air_power);
      break;
    }
    case pb::Action::kOrder: {
      pb::Order* o = out->mutable_order();
      for (HexId h : hexes) SetHex(h, o->add_units());
      break;
    }
    case pb::Action::kTargets: {
      pb::Targets* t = out->mutable_targets();
      for (HexId h : hexes) SetHex(h, t->add_hexes());
      break;
    }
    case pb::Action::kMove: {
      pb::Move* m = out->mutable_move();
      SetHex(c.from, m->mutable_from());
      for (HexId h : hexes) SetHex(h, m->add_path());
      break;
    }
    case pb::Action::kEndMoves:
      out->mutable_end_moves();
      break;
    case pb::Action::kBattle: {
      pb::BattleAction* b = out->mutable_battle();
      SetHex(c.from, b->mutable_from());
      SetHex(c.target, b->mutable_target());
      break;
    }
    case pb::Action::kEndTurn:
      out->mutable_end_turn();
      break;
    case pb::Action::kAmbush:
      out->mutable_ambush()->set_card_id(c.card);
      break;
    case pb::Action::kDecline:
      out->mutable_decline();
      break;
    case pb::Action::kRetreat: {
      pb::Retreat* r = out->mutable_retreat();
      for (HexId h : hexes) SetHex(h, r->add_path());
      r->set_ignore_flag(c.ignore_flag);
      break;
    }
    case pb::Action::kTakeGround:
      out->mutable_take_ground();
      break;
    case pb::Action::kArmorOverrun:
      SetHex(c.target, out->mutable_armor_overrun()->mutable_target());
      break;
    case pb::Action::kKeep:
      out->mutable_keep()->set_card_id(c.card);
      break;
    case pb::Action::kChance: {
      pb::ChanceOutcome* o = out->mutable_chance();
      for (int8_t f : Dice(c)) o->add_dice(static_cast<pb::DieFace>(f));
      o->set_card_id(c.card);
      break;
    }
    case pb::Action::kClearWire:
      SetHex(c.from, out->mutable_clear_wire()->mutable_from());
      break;
    case pb::Action::ACTION_NOT_SET:
      break;
  }
}

}  // namespace arbiter::memoir44
