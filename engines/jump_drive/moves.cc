// Jump Drive's native move list (moves.h), in ListActions's order.
#include "engines/jump_drive/moves.h"

#include <string>

#include "engines/core/game.h"
#include "engines/jump_drive/rules.h"

namespace arbiter {
namespace jump_drive {
namespace {

Move Of(Move::Kind kind, int a = -1, int b = -1, Mode mode = Mode::kNone) {
  Move m;
  m.kind = kind;
  m.a = static_cast<int16_t>(a);
  m.b = static_cast<int16_t>(b);
  m.mode = mode;
  return m;
}

// placing.cc's ListPlacements, as moves.
void ListPlaceMoves(const State& s, int seat, std::vector<Move>* out) {
  const Pack& pack = *s.pack;
  const Seat& me = s.seats[seat];
  out->push_back(Of(Move::Kind::kExplore));
  // "No development", the hand's (at most kMaxCardTypes types) and the Survey Team.
  int devs[kMaxCardTypes + 2], worlds[kMaxCardTypes];
  int nd = 0, nw = 0;
  devs[nd++] = -1;
  for (int c = 0; c < pack.deck_types; ++c) {
    if (me.hand[c] == 0) continue;
    if (pack.cards[c].development) {
      devs[nd++] = c;
    } else {
      worlds[nw++] = c;
    }
  }
  if (!me.survey_used) devs[nd++] = pack.survey;
  PlaceCost cost;
  auto add = [&](int dev, int world, Mode mode) {
    Placement p;
    p.dev = dev;
    p.world = world;
    p.mode = mode;
    if (JudgePlace(s, seat, p, &cost)) return;
    out->push_back(Of(Move::Kind::kPlace, dev, world, mode));
  };
  for (int i = 0; i < nd; ++i) {
    const int dev = devs[i];
    if (dev >= 0) add(dev, -1, Mode::kNone);
    for (int j = 0; j < nw; ++j) {
      const int w = worlds[j];
      if (pack.cards[w].military) {
        add(dev, w, Mode::kConquer);
        add(dev, w, Mode::kContact);
      } else {
        add(dev, w, Mode::kPay);
      }
    }
  }
}

}  // namespace

void ListMoves(const State& s, int actor, std::vector<Move>* out) {
  const Pack& pack = *s.pack;
  if (s.phase == Phase::kFinished) return;
  if (actor == kChance) {
    if (!ChancePending(s)) return;
    if (PresetPending(s)) {
      for (int l = 0; l < 4; ++l) {
        if (PresetLetterFree(s, l)) out->push_back(Of(Move::Kind::kChancePreset, l));
      }
      return;
    }
    for (int c = 0; c < pack.deck_types; ++c) {
      if (s.draw[c] > 0) out->push_back(Of(Move::Kind::kChanceCard, c));
    }
    return;
  }
  if (!Decides(s, actor)) return;
  const Seat& me = s.seats[actor];
  auto each_card = [&](Move::Kind kind) {
    for (int c = 0; c < pack.deck_types; ++c) {
      if (me.hand[c] > 0) out->push_back(Of(kind, c));
    }
  };
  switch (me.step) {
    case Step::kSetupDiscard:
      for (int a = 0; a < pack.deck_types; ++a) {
        if (me.hand[a] == 0) continue;
        for (int b = a; b < pack.deck_types; ++b) {
          if (me.hand[b] < (a == b ? 2 : 1)) continue;
          out->push_back(Of(Move::Kind::kSetupDiscard, a, b));
        }
      }
      break;
    case Step::kPlace:
      ListPlaceMoves(s, actor, out);
      break;
    case Step::kPay:
    case Step::kConvoyPay:
      each_card(Move::Kind::kPay);
      break;
    case Step::kConvoy: {
      out->push_back(Of(Move::Kind::kDecline));
      int convoy = -1, cost = 0;
      for (int c = 0; c < pack.deck_types; ++c) {
        if (me.hand[c] == 0 || pack.cards[c].development) continue;
        if (JudgeConvoy(s, actor, c, &convoy, &cost)) continue;
        out->push_back(Of(Move::Kind::kConvoy, c));
      }
      break;
    }
    case Step::kExploreDiscard:
      each_card(Move::Kind::kExploreDiscard);
      break;
    case Step::kHandLimit:
      each_card(Move::Kind::kDiscardToLimit);
      break;
    default:
      break;
  }
}

void ToProto(const Pack& pack, const Move& m, pb::Action* out) {
  out->Clear();
  const auto id = [&](int c) -> const std::string& { return pack.cards[c].id; };
  switch (m.kind) {
    case Move::Kind::kSetupDiscard: {
      pb::SetupDiscard* d = out->mutable_setup_discard();
      d->add_cards(id(m.a));
      d->add_cards(id(m.b));
      break;
    }
    case Move::Kind::kExplore:
      out->mutable_explore();
      break;
    case Move::Kind::kPlace: {
      pb::Place* place = out->mutable_place();
      if (m.a >= 0) place->set_development(id(m.a));
      if (m.b >= 0) place->set_world(id(m.b));
      place->set_mode(static_cast<pb::WorldMode>(static_cast<int>(m.mode)));
      break;
    }
    case Move::Kind::kPay:
      out->mutable_pay()->add_cards(id(m.a));
      break;
    case Move::Kind::kDecline:
      out->mutable_decline();
      break;
    case Move::Kind::kConvoy:
      out->mutable_convoy()->set_world(id(m.a));
      break;
    case Move::Kind::kExploreDiscard:
      out->mutable_explore_discard()->add_cards(id(m.a));
      break;
    case Move::Kind::kDiscardToLimit:
      out->mutable_discard_to_limit()->add_cards(id(m.a));
      break;
    case Move::Kind::kChanceCard:
      out->mutable_chance_outcome()->set_card(id(m.a));
      break;
    case Move::Kind::kChancePreset:
      out->mutable_chance_outcome()->set_preset_hand(
          std::string(1, static_cast<char>('A' + m.a)));
      break;
  }
}

}  // namespace jump_drive
}  // namespace arbiter
