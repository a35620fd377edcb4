// One action judged and played, and every legal action listed (rules.h). The shared codes come
// first, in engines/core/violation.h's order; then the seat's pending step decides which move
// it may send.
#include "absl/strings/str_cat.h"
#include "engines/core/game.h"
#include "engines/jump_drive/rules.h"
#include "engines/jump_drive/violations.h"

namespace arbiter {
namespace jump_drive {
namespace {

Verdict WrongStep(const char* field, const char* what) {
  return MakeViolation(kWrongStep, field, what);
}

// A card of the deck in the seat's hand, or -1.
int HandCard(const State& s, int seat, const std::string& id) {
  const int c = s.pack->Find(id);
  if (c < 0 || c >= s.pack->deck_types || s.seats[seat].hand[c] == 0) return -1;
  return c;
}

Verdict ActChance(State& s, const pb::ChanceOutcome& o, Events* events) {
  if (!ChancePending(s)) {
    return MakeViolation(kNoDrawPending, "chance_outcome", "no draw waits for an outcome");
  }
  if (PresetPending(s)) {
    const std::string& l = o.preset_hand();
    const int letter = l.size() == 1 ? l[0] - 'A' : -1;
    if (!o.card().empty() || !PresetLetterFree(s, letter)) {
      return MakeViolation(kImpossibleChanceOutcome, "chance_outcome.preset_hand",
                           "a preset hand letter of the pack not yet assigned is expected");
    }
    AssignPreset(s, letter, events);
  } else {
    const int c = s.pack->Find(o.card());
    if (!o.preset_hand().empty() || c < 0 || c >= s.pack->deck_types || s.draw[c] == 0) {
      return MakeViolation(kImpossibleChanceOutcome, "chance_outcome.card",
                           "the draw pile holds no such card");
    }
    DrawCard(s, s.pending.front().seat, c, events);
  }
  Settle(s, events);
  return std::nullopt;
}

Verdict ActSetupDiscard(State& s, int seat, const pb::SetupDiscard& d, Events* events) {
  if (d.cards_size() != kSetupDiscards) {
    return MakeViolation(kSetupDiscardCount, "setup_discard.cards",
                         absl::StrCat(d.cards_size(), " cards, the setup discard is 2"));
  }
  const int a = HandCard(s, seat, d.cards(0)), b = HandCard(s, seat, d.cards(1));
  if (a < 0) return MakeViolation(kCardNotInHand, "setup_discard.cards[0]", "not in hand");
  if (b < 0 || (a == b && s.seats[seat].hand[a] < 2)) {
    return MakeViolation(kCardNotInHand, "setup_discard.cards[1]", "not in hand");
  }
  Seat& me = s.seats[seat];
  pb::Event detail, pub;
  detail.mutable_discarded()->set_seat(seat);
  for (int c : {a, b}) {
    HandToDiscard(s, seat, c);
    detail.mutable_discarded()->add_cards(s.pack->cards[c].id);
  }
  detail.mutable_discarded()->set_count(2);
  detail.mutable_discarded()->set_reason("setup");
  pub = detail;
  pub.mutable_discarded()->clear_cards();
  AddPrivate(events, seat, detail, pub);
  me.committed = true;
  me.step = Step::kNone;
  Settle(s, events);
  return std::nullopt;
}

Verdict ActPlace(State& s, int seat, const pb::Action& a, Events* events) {
  const Pack& pack = *s.pack;
  Placement p;
  if (a.has_explore()) {
    p.explore = true;
  } else {
    const pb::Place& place = a.place();
    if (!place.development().empty()) {
      p.dev = pack.Find(place.development());
      if (p.dev < 0) {
        return MakeViolation(kCardNotInHand, "place.development", "not a card of the pack");
      }
    }
    if (!place.world().empty()) {
      p.world = pack.Find(place.world());
      if (p.world < 0) return MakeViolation(kCardNotInHand, "place.world", "not a card of the pack");
    }
    if (place.mode() < pb::WORLD_MODE_UNSPECIFIED || place.mode() > pb::WORLD_MODE_CONTACT) {
      return MakeViolation(kWrongMode, "place.mode", "not a world mode");
    }
    p.mode = static_cast<Mode>(place.mode());
  }
  PlaceCost cost;
  if (Verdict v = JudgePlace(s, seat, p, &cost)) return v;
  // R10: final once sent; the hand stays as it is until the reveal (J11).
  Seat& me = s.seats[seat];
  me.placed = p;
  me.committed = true;
  me.step = Step::kNone;
  pb::Event detail, pub;
  detail.mutable_committed()->set_seat(seat);
  pb::Placement* out = detail.mutable_committed()->mutable_placement();
  out->set_explore(p.explore);
  if (p.dev >= 0) out->set_development(pack.cards[p.dev].id);
  if (p.world >= 0) out->set_world(pack.cards[p.world].id);
  out->set_mode(static_cast<pb::WorldMode>(static_cast<int>(p.mode)));
  pub.mutable_committed()->set_seat(seat);
  AddPrivate(events, seat, detail, pub);
  Settle(s, events);
  return std::nullopt;
}

// PAY, EXPLORE_DISCARD and DISCARD_TO_LIMIT: exactly one card of the hand.
Verdict OneCard(const State& s, int seat, const google::protobuf::RepeatedPtrField<std::string>& cards,
                const ViolationKind& count_kind, const char* field, int* c) {
  if (cards.size() != 1) {
    return MakeViolation(count_kind, field,
                         absl::StrCat(cards.size(), " cards named; one card per action"));
  }
  *c = HandCard(s, seat, cards[0]);
  if (*c < 0) return MakeViolation(kCardNotInHand, absl::StrCat(field, "[0]"), "not in hand");
  return std::nullopt;
}

}  // namespace

Verdict Act(State& s, int actor, const pb::Action& a, Events* events) {
  if (s.phase == Phase::kFinished) return MakeViolation(kGameIsOver, "action", "the game is over");
  const bool chance = a.has_chance_outcome();
  if ((actor == kChance) != chance) {
    return MakeViolation(kWrongActor, "action",
                         chance ? "only chance sends a chance outcome" : "chance sends outcomes only");
  }
  if (chance) return ActChance(s, a.chance_outcome(), events);
  if (ChancePending(s)) {
    return MakeViolation(kDrawPending, "action", "a draw waits for its outcome");
  }
  if (!Decides(s, actor)) {
    return MakeViolation(kNotYourDecision, "action", "this seat has nothing to decide now");
  }
  const Step step = s.seats[actor].step;
  int c = -1;
  switch (a.move_case()) {
    case pb::Action::kSetupDiscard:
      if (step != Step::kSetupDiscard) return WrongStep("setup_discard", "not the setup discard");
      return ActSetupDiscard(s, actor, a.setup_discard(), events);
    case pb::Action::kPlace:
    case pb::Action::kExplore:
      if (step != Step::kPlace) return WrongStep(a.has_place() ? "place" : "explore", "not PLACE");
      return ActPlace(s, actor, a, events);
    case pb::Action::kPay:
      if (step != Step::kPay && step != Step::kConvoyPay) return WrongStep("pay", "nothing owed");
      if (Verdict v = OneCard(s, actor, a.pay().cards(), kPaymentCount, "pay.cards", &c)) return v;
      PayCard(s, actor, c, events);
      break;
    case pb::Action::kConvoy: {
      if (step != Step::kConvoy) return WrongStep("convoy", "no convoy step now");
      int convoy = -1, cost = 0;
      const int world = s.pack->Find(a.convoy().world());
      if (world < 0) return MakeViolation(kCardNotInHand, "convoy.world", "not a card of the pack");
      if (Verdict v = JudgeConvoy(s, actor, world, &convoy, &cost)) return v;
      PlayConvoy(s, actor, world, convoy, cost, events);
      break;
    }
    case pb::Action::kDecline:
      if (step != Step::kConvoy) return WrongStep("decline", "no convoy step now");
      PlayDecline(s, actor, events);
      break;
    case pb::Action::kExploreDiscard:
      if (step != Step::kExploreDiscard) return WrongStep("explore_discard", "no explore discard now");
      if (Verdict v = OneCard(s, actor, a.explore_discard().cards(), kDiscardCount,
                              "explore_discard.cards", &c)) {
        return v;
      }
      DiscardCard(s, actor, c, "explore", events);
      break;
    case pb::Action::kDiscardToLimit:
      if (step != Step::kHandLimit) return WrongStep("discard_to_limit", "not above the hand limit");
      if (Verdict v = OneCard(s, actor, a.discard_to_limit().cards(), kDiscardCount,
                              "discard_to_limit.cards", &c)) {
        return v;
      }
      DiscardCard(s, actor, c, "hand_limit", events);
      break;
    default:
      return WrongStep("action", "no move set");
  }
  Settle(s, events);
  return std::nullopt;
}

void ListActions(const State& s, int actor, std::vector<pb::Action>* out) {
  const Pack& pack = *s.pack;
  if (s.phase == Phase::kFinished) return;
  if (actor == kChance) {
    if (!ChancePending(s)) return;
    if (PresetPending(s)) {
      for (int l = 0; l < 4; ++l) {
        if (PresetLetterFree(s, l)) {
          out->emplace_back().mutable_chance_outcome()->set_preset_hand(
              std::string(1, static_cast<char>('A' + l)));
        }
      }
      return;
    }
    for (int c = 0; c < pack.deck_types; ++c) {
      if (s.draw[c] > 0) out->emplace_back().mutable_chance_outcome()->set_card(pack.cards[c].id);
    }
    return;
  }
  if (!Decides(s, actor)) return;
  const Seat& me = s.seats[actor];
  auto each_card = [&](auto add) {
    for (int c = 0; c < pack.deck_types; ++c) {
      if (me.hand[c] > 0) add(out->emplace_back(), pack.cards[c].id);
    }
  };
  switch (me.step) {
    case Step::kSetupDiscard:
      // Every distinct pair (at most 21 from 7 cards): one secret, final choice (J3).
      for (int a = 0; a < pack.deck_types; ++a) {
        if (me.hand[a] == 0) continue;
        for (int b = a; b < pack.deck_types; ++b) {
          if (me.hand[b] < (a == b ? 2 : 1)) continue;
          pb::SetupDiscard* d = out->emplace_back().mutable_setup_discard();
          d->add_cards(pack.cards[a].id);
          d->add_cards(pack.cards[b].id);
        }
      }
      break;
    case Step::kPlace:
      ListPlacements(s, actor, out);
      break;
    case Step::kPay:
    case Step::kConvoyPay:
      each_card([](pb::Action& a, const std::string& id) { a.mutable_pay()->add_cards(id); });
      break;
    case Step::kConvoy: {
      out->emplace_back().mutable_decline();
      int convoy = -1, cost = 0;
      for (int c = 0; c < pack.deck_types; ++c) {
        if (me.hand[c] == 0 || pack.cards[c].development) continue;
        if (JudgeConvoy(s, actor, c, &convoy, &cost)) continue;
        out->emplace_back().mutable_convoy()->set_world(pack.cards[c].id);
      }
      break;
    }
    case Step::kExploreDiscard:
      each_card([](pb::Action& a, const std::string& id) {
        a.mutable_explore_discard()->add_cards(id);
      });
      break;
    case Step::kHandLimit:
      each_card([](pb::Action& a, const std::string& id) {
        a.mutable_discard_to_limit()->add_cards(id);
      });
      break;
    default:
      break;
  }
}

}  // namespace jump_drive
}  // namespace arbiter
