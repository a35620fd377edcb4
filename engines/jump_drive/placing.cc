// J4 placing: judging and listing a placement, and the reveal (rules.h).
#include <algorithm>

#include "absl/strings/str_cat.h"
#include "engines/jump_drive/rules.h"
#include "engines/jump_drive/violations.h"

namespace arbiter {
namespace jump_drive {
namespace {

// J4 / R13 / R18: requires_no_military, judged on `cards` (the empire before this round).
bool NoMilitaryAllows(const Pack& pack, const std::vector<int>& cards, int c) {
  for (const Power& p : pack.cards[c].powers) {
    if (p.effect != Effect::kRequiresNoMilitary) continue;
    const bool unless = p.has_filter && CountIn(pack, cards, p.filter) > 0;
    if (GeneralMilitary(pack, cards) != 0 && !unless) return false;
  }
  return true;
}

}  // namespace

Verdict JudgePlace(const State& s, int seat, const Placement& p, PlaceCost* cost) {
  const Pack& pack = *s.pack;
  const Seat& me = s.seats[seat];
  *cost = PlaceCost();
  if (p.explore) return std::nullopt;  // J4 (d): always legal
  if (p.dev < 0 && p.world < 0) {
    return MakeViolation(kNothingPlaced, "place",
                         "place a development, a world or both, or EXPLORE");
  }
  if (p.world < 0 && p.mode != Mode::kNone) {
    return MakeViolation(kWrongMode, "place.mode", "a mode is given without a world");
  }
  std::vector<int> with = me.empire;  // the empire plus this round's development
  if (p.dev >= 0) {
    const CardInfo& d = pack.cards[p.dev];
    if (p.dev == pack.survey) {
      if (me.survey_used) {
        return MakeViolation(kSurveyTeamUsed, "place.development",
                             "the Survey Team is used once per game");
      }
    } else if (me.hand[p.dev] == 0) {
      return MakeViolation(kCardNotInHand, "place.development",
                           absl::StrCat("'", d.id, "' is not in hand"));
    } else if (!d.development) {
      return MakeViolation(kNotADevelopment, "place.development",
                           absl::StrCat("'", d.id, "' is a world"));
    }
    if (d.unique_in_empire && HasCard(me.empire, p.dev)) {
      return MakeViolation(kUniqueInEmpire, "place.development",
                           absl::StrCat("'", d.id, "' is already in the empire"));
    }
    if (!NoMilitaryAllows(pack, me.empire, p.dev)) {
      return MakeViolation(kRequiresNoMilitary, "place.development",
                           absl::StrCat("'", d.id, "' needs an empire without military"));
    }
    cost->dev = std::max(0, d.cost - Discount(pack, me.empire, p.dev) - (p.world < 0 ? 1 : 0));
    with.push_back(p.dev);
  }
  if (p.world >= 0) {
    const CardInfo& w = pack.cards[p.world];
    if (p.world >= pack.deck_types || me.hand[p.world] == 0) {
      return MakeViolation(kCardNotInHand, "place.world",
                           absl::StrCat("'", w.id, "' is not in hand"));
    }
    if (w.development) {
      return MakeViolation(kNotAWorld, "place.world",
                           absl::StrCat("'", w.id, "' is a development"));
    }
    if (p.mode == Mode::kNone) {
      return MakeViolation(kWrongMode, "place.mode", "a world needs PAY, CONQUER or CONTACT");
    }
    if (w.unique_in_empire && HasCard(with, p.world)) {
      return MakeViolation(kUniqueInEmpire, "place.world",
                           absl::StrCat("'", w.id, "' is already in the empire"));
    }
    // R18: the empire before this round's placements, for a world too (not `with`).
    if (!NoMilitaryAllows(pack, me.empire, p.world)) {
      return MakeViolation(kRequiresNoMilitary, "place.world",
                           absl::StrCat("'", w.id, "' needs an empire without military"));
    }
    if (p.mode == Mode::kPay) {
      if (w.military) {
        return MakeViolation(kWrongMode, "place.mode",
                             "a military world is conquered or contacted, not paid");
      }
      cost->world = std::max(0, w.cost - Discount(pack, with, p.world));
    } else {
      if (!w.military) {
        return MakeViolation(kWrongMode, "place.mode", "a non-military world is paid (PAY)");
      }
      if (p.mode == Mode::kConquer) {
        const int strength = GeneralMilitary(pack, with) + MilitaryVs(pack, with, p.world);
        if (strength < w.cost) {
          return MakeViolation(kMilitaryTooLow, "place.world",
                               absl::StrCat("strength ", strength, " is below defence ", w.cost));
        }
      } else {
        bool any = false;
        int best = -1;
        for (int c : with) {
          const CardInfo& card = pack.cards[c];
          if (!card.contact_specialist) continue;
          any = true;
          for (const Power& pw : card.powers) {
            if (pw.effect == Effect::kContactSpecialist && !Matches(pack, pw.filter, p.world)) {
              best = std::max(best, pw.discount);
            }
          }
        }
        if (!any) {
          return MakeViolation(kContactUnavailable, "place.mode",
                               "CONTACT needs a Contact Specialist in the empire or placed now");
        }
        if (best < 0) {
          return MakeViolation(kContactAlien, "place.world",
                               absl::StrCat("'", w.id, "' cannot be contacted"));
        }
        cost->world = std::max(0, w.cost - best - Discount(pack, with, p.world));
      }
    }
  }
  const int placed = (p.dev >= 0 && p.dev != pack.survey ? 1 : 0) + (p.world >= 0 ? 1 : 0);
  const int left = me.hand_size - placed;
  if (left < cost->dev + cost->world) {
    return MakeViolation(kCannotAfford, "place",
                         absl::StrCat("costs ", cost->dev + cost->world, " cards, ", left,
                                      " left in hand"));
  }
  return std::nullopt;
}

void ListPlacements(const State& s, int seat, std::vector<pb::Action>* out) {
  const Pack& pack = *s.pack;
  const Seat& me = s.seats[seat];
  out->emplace_back().mutable_explore();
  std::vector<int> devs = {-1}, worlds;
  for (int c = 0; c < pack.deck_types; ++c) {
    if (me.hand[c] == 0) continue;
    (pack.cards[c].development ? devs : worlds).push_back(c);
  }
  if (!me.survey_used) devs.push_back(pack.survey);
  PlaceCost cost;
  auto add = [&](int dev, int world, Mode mode) {
    Placement p;
    p.dev = dev;
    p.world = world;
    p.mode = mode;
    if (JudgePlace(s, seat, p, &cost)) return;
    pb::Place* place = out->emplace_back().mutable_place();
    if (dev >= 0) place->set_development(pack.cards[dev].id);
    if (world >= 0) place->set_world(pack.cards[world].id);
    place->set_mode(static_cast<pb::WorldMode>(static_cast<int>(mode)));
  };
  for (int dev : devs) {
    if (dev >= 0) add(dev, -1, Mode::kNone);
    for (int w : worlds) {
      if (pack.cards[w].military) {
        add(dev, w, Mode::kConquer);
        add(dev, w, Mode::kContact);
      } else {
        add(dev, w, Mode::kPay);
      }
    }
  }
}

void Reveal(State& s, Events* events) {
  pb::Event e;
  pb::Revealed* r = e.mutable_revealed();
  for (int i = 0; i < s.seat_count; ++i) {
    const Placement& p = s.seats[i].placed;
    pb::Placement* out = r->add_placements();
    out->set_explore(p.explore);
    if (p.dev >= 0) out->set_development(s.pack->cards[p.dev].id);
    if (p.world >= 0) out->set_world(s.pack->cards[p.world].id);
    out->set_mode(static_cast<pb::WorldMode>(static_cast<int>(p.mode)));
  }
  AddPublic(events, e);
  s.phase = Phase::kResolve;
  for (int i = 0; i < s.seat_count; ++i) StartResolve(s, i, events);
}

}  // namespace jump_drive
}  // namespace arbiter
