// V9 sell (rules.h): SELL at a space that buys, any number of held cargo of the listed types,
// each for its price; at most one SELL per turn (one action names every type sold).
#include "absl/strings/str_cat.h"
#include "engines/voyages/rules.h"
#include "engines/voyages/violations.h"

namespace arbiter {
namespace voyages {
namespace {

const Effect* SellAt(const State& s, int seat) {
  for (const Effect& e : s.pack->spaces[s.sheets[seat].ship].effects) {
    if (e.kind == EffectKind::kSell) return &e;
  }
  return nullptr;
}

}  // namespace

Verdict JudgeSell(const State& s, int seat, const pb::Sell& a,
                  std::array<int, kMaxCargoTypes>* counts) {
  const Sheet& me = s.sheets[seat];
  if (me.step != Step::kFollowUp) {
    return MakeViolation(kWrongStep, "sell", "SELL follows a stop; the seat must SAIL first");
  }
  if (!SellOffered(s, seat)) {
    return MakeViolation(kNotOffered, "sell", "this stop offers no sale (or the seat sold already)");
  }
  const Effect* sell = SellAt(s, seat);
  if (a.cargo_size() == 0) return MakeViolation(kBadSale, "sell.cargo", "nothing to sell named");
  counts->fill(0);
  for (int i = 0; i < a.cargo_size(); ++i) {
    const std::string at = absl::StrCat("sell.cargo[", i, "]");
    const int t = s.pack->CargoIndex(a.cargo(i).type());
    if (t < 0 || sell->price[t] < 0) {
      return MakeViolation(kBadSale, at + ".type", "this market does not buy that cargo");
    }
    if ((*counts)[t] != 0) return MakeViolation(kBadSale, at + ".type", "the type is named twice");
    if (a.cargo(i).count() < 1 || a.cargo(i).count() > me.cargo[t]) {
      return MakeViolation(kBadSale, at + ".count",
                           absl::StrCat("the seat holds ", me.cargo[t], "; a sale is 1..held"));
    }
    (*counts)[t] = a.cargo(i).count();
  }
  return std::nullopt;
}

void PlaySell(State& s, int seat, const std::array<int, kMaxCargoTypes>& counts, Events* events) {
  const Effect* sell = SellAt(s, seat);
  Sheet& me = s.sheets[seat];
  pb::Event e;
  pb::Sold* sold = e.mutable_sold();
  sold->set_seat(seat);
  int gold = 0, pieces = 0;
  for (size_t t = 0; t < s.pack->cargo.size(); ++t) {
    if (counts[t] == 0) continue;
    me.cargo[t] -= counts[t];
    gold += counts[t] * sell->price[t];
    pieces += counts[t];
    pb::CargoCount* c = sold->add_cargo();
    c->set_type(s.pack->cargo[t].type);
    c->set_count(counts[t]);
  }
  me.sales_gold = std::min(me.sales_gold + gold, kMaxCount);
  me.cargo_sold = std::min(me.cargo_sold + pieces, kMaxCount);
  me.sold = true;
  sold->set_gold(gold);
  AddPublic(events, e);
  CheckThresholds(s, seat, events);
  // The seat stays at its follow-ups until END_TURN (the stop offered something).
}

}  // namespace voyages
}  // namespace arbiter
