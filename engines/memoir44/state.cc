// The Memoir '44 payload (memoir44.proto State) into the native State and back (state.h).
// Decoding range-checks every field, naming it ("state.payload.unit_bytes[3].figures: ..."),
// then runs CheckState (check.cc) for the invariants across fields, so a decoded state is always
// one the rules may trust. The units and obstacles, laid out differently in state formats 1 and
// 2, are state_units.cc's; the rest is the same in both formats.
#include "engines/memoir44/state.h"

#include <algorithm>

#include "absl/strings/str_cat.h"
#include "engines/memoir44/rules.h"
#include "engines/memoir44/state_decode.h"

namespace arbiter::memoir44 {
namespace internal {

absl::Status Bad(const Path& field, absl::string_view what) {
  return absl::InvalidArgumentError(absl::StrCat("state.payload.", field.Str(), ": ", what));
}

absl::Status Range(const Path& field, int64_t v, int64_t lo, int64_t hi) {
  if (v < lo || v > hi) return Bad(field, absl::StrCat(v, " is not in ", lo, "..", hi));
  return absl::OkStatus();
}

}  // namespace internal

namespace {

using internal::Bad;
using internal::Path;
using internal::Range;

constexpr int kMaxDice = 30;
constexpr int kMaxHand = 10;

absl::Status HexField(const Path& field, const pb::Hex& h, HexId* out) {
  *out = FromHex(h);
  if (*out == kNoHex) {
    return Bad(field, absl::StrCat("(", h.col(), ", ", h.row(), ") is off the board"));
  }
  return absl::OkStatus();
}

absl::Status Cards(const Path& field, const google::protobuf::RepeatedField<int32_t>& in,
                   size_t max, std::vector<int8_t>* out) {
  if (static_cast<size_t>(in.size()) > max) {
    return Bad(field, absl::StrCat(in.size(), " cards, more than ", max));
  }
  for (int i = 0; i < in.size(); ++i) {
    if (in[i] < 1 || in[i] > kCardCount) {
      return Range(field.index < 0 ? Path(field.base, i) : field.At(i), in[i], 1, kCardCount);
    }
  }
  out->assign(in.begin(), in.end());  // each id in 1..60, so an int8_t
  return absl::OkStatus();
}

absl::Status DecodeOptions(const pb::State& p, State& s) {
  const pb::Options& o = p.options();
  if (!pb::AirPowerGroup_IsValid(o.air_power_group()))
    return Bad("options.air_power_group", "unknown value");
  if (!pb::AmbushPrompt_IsValid(o.ambush_prompt()))
    return Bad("options.ambush_prompt", "unknown value");
  if (!pb::HillLos_IsValid(o.hill_los())) return Bad("options.hill_los", "unknown value");
  if (!pb::HedgerowExit_IsValid(o.hedgerow_exit()))
    return Bad("options.hedgerow_exit", "unknown value");
  if (!pb::DeckReshuffle_IsValid(o.deck_reshuffle()))
    return Bad("options.deck_reshuffle", "unknown value");
  if (!pb::DeckOutRule_IsValid(o.deck_out_rule()))
    return Bad("options.deck_out_rule", "unknown value");
  if (o.scenario().size() > 64) return Bad("options.scenario", "longer than 64 bytes");
  s.options = o;
  return absl::OkStatus();
}

absl::Status DecodePlayers(const Scenario& sc, const pb::State& p, State& s) {
  if (p.players_size() != 2)
    return Bad("players", absl::StrCat(p.players_size(), " players, not 2"));
  for (int i = 0; i < 2; ++i) {
    const pb::Player& pp = p.players(i);
    Player& ps = s.players[i];
    const Path f("players", i);
    if (pp.side() != sc.side[i]) {
      return Bad(f.Sub(".side"), absl::StrCat(pb::Side_Name(pp.side()), " is not the scenario's ",
                                              pb::Side_Name(sc.side[i])));
    }
    ps.side = pp.side();
    ARBITER_RETURN_IF_ERROR(Cards(f.Sub(".hand"), pp.hand(), kMaxHand, &ps.hand));
    ARBITER_RETURN_IF_ERROR(Range(f.Sub(".medals"), pp.medals(), 0, sc.medals_to_win[i]));
    ARBITER_RETURN_IF_ERROR(
        Range(f.Sub(".elimination_medals"), pp.elimination_medals(), 0, pp.medals()));
    ps.medals = pp.medals();
    ps.elimination_medals = pp.elimination_medals();
    ARBITER_RETURN_IF_ERROR(Range(f.Sub(".last_card"), pp.last_card(), 0, kCardCount));
    ps.last_card = pp.last_card();
    if (!pb::Section_IsValid(pp.last_section()))
      return Bad(f.Sub(".last_section"), "unknown section");
    ps.last_section = pp.last_section();
  }
  return absl::OkStatus();
}

absl::Status DecodeBattle(const pb::Battle& b, State& s) {
  Battle& out = s.battle;
  out = Battle();
  if (!pb::Battle::Kind_IsValid(b.kind()) || b.kind() == pb::Battle::KIND_UNSPECIFIED) {
    return Bad("battle.kind", "unknown kind");
  }
  out.kind = b.kind();
  const bool aerial =
      b.kind() == pb::Battle::KIND_AIR_POWER || b.kind() == pb::Battle::KIND_BARRAGE;
  if (b.has_attacker()) {
    ARBITER_RETURN_IF_ERROR(HexField("battle.attacker", b.attacker(), &out.attacker));
  } else if (!aerial) {
    return Bad("battle.attacker", "missing");
  }
  ARBITER_RETURN_IF_ERROR(HexField("battle.target", b.target(), &out.target));
  ARBITER_RETURN_IF_ERROR(Range("battle.dice", b.dice(), 0, kMaxDice));
  ARBITER_RETURN_IF_ERROR(Range("battle.range", b.range(), 0, 8));
  out.dice = b.dice();
  out.range = b.range();
  if (b.roll_size() > kMaxDice) return Bad("battle.roll", "more dice than 30");
  for (int i = 0; i < b.roll_size(); ++i) {
    if (!pb::DieFace_IsValid(b.roll(i)) || b.roll(i) == pb::DIE_FACE_UNSPECIFIED) {
      return Bad(Path("battle.roll", i), "unknown die face");
    }
    out.roll.push_back(static_cast<pb::DieFace>(b.roll(i)));
  }
  ARBITER_RETURN_IF_ERROR(Range("battle.flags", b.flags(), 0, kMaxDice));
  out.flags = b.flags();
  out.may_ignore_flag = b.may_ignore_flag();
  if (b.has_declared()) {
    const pb::DeclaredBattle& d = b.declared();
    if (!pb::Battle::Kind_IsValid(d.kind())) return Bad("battle.declared.kind", "unknown kind");
    ARBITER_RETURN_IF_ERROR(Range("battle.declared.dice", d.dice(), 0, kMaxDice));
    ARBITER_RETURN_IF_ERROR(Range("battle.declared.range", d.range(), 0, 8));
    out.has_declared = true;
    out.declared_kind = d.kind();
    out.declared_dice = d.dice();
    out.declared_range = d.range();
  }
  if (b.targets_left_size() > 4) return Bad("battle.targets_left", "more than 4 targets");
  for (int i = 0; i < b.targets_left_size(); ++i) {
    HexId h;
    ARBITER_RETURN_IF_ERROR(HexField(Path("battle.targets_left", i), b.targets_left(i), &h));
    out.targets_left.push_back(h);
  }
  if (b.has_vacated())
    ARBITER_RETURN_IF_ERROR(HexField("battle.vacated", b.vacated(), &out.vacated));
  return absl::OkStatus();
}

// pb::State.last_rolls: at most kMaxRolls rolls of 1..kMaxDice known faces each.
absl::Status DecodeLastRolls(const pb::State& p, State& s) {
  s.last_roll_faces.clear();
  s.last_roll_sizes.clear();
  if (p.last_rolls_size() > kMaxRolls) {
    return Bad("last_rolls", absl::StrCat(p.last_rolls_size(), " rolls, more than ", kMaxRolls));
  }
  for (int i = 0; i < p.last_rolls_size(); ++i) {
    const pb::Roll& r = p.last_rolls(i);
    if (r.dice_size() < 1 || r.dice_size() > kMaxDice) {
      return Bad(Path("last_rolls", i).Sub(".dice"),
                 absl::StrCat(r.dice_size(), " dice, not 1..", kMaxDice));
    }
    for (int j = 0; j < r.dice_size(); ++j) {
      if (!pb::DieFace_IsValid(r.dice(j)) || r.dice(j) == pb::DIE_FACE_UNSPECIFIED) {
        return Bad(Path("last_rolls", i).Sub(".dice").At(j), "unknown die face");
      }
      s.last_roll_faces.push_back(static_cast<pb::DieFace>(r.dice(j)));
    }
    s.last_roll_sizes.push_back(static_cast<int8_t>(r.dice_size()));
  }
  return absl::OkStatus();
}

absl::Status DecodeTurn(const Scenario& sc, const pb::State& p, State& s) {
  ARBITER_RETURN_IF_ERROR(Range("active_seat", p.active_seat(), 0, 1));
  s.current_seat = p.active_seat();
  ARBITER_RETURN_IF_ERROR(Range("first_seat", p.first_seat(), 0, 1));
  s.first_seat = p.first_seat();
  if (!pb::Phase_IsValid(p.phase()) || p.phase() == pb::PHASE_UNSPECIFIED) {
    return Bad("phase", absl::StrCat("unknown phase ", static_cast<int>(p.phase())));
  }
  s.phase = p.phase();
  ARBITER_RETURN_IF_ERROR(Cards("draw_pile", p.draw_pile(), kCardCount, &s.draw_pile));
  ARBITER_RETURN_IF_ERROR(Cards("discard_pile", p.discard_pile(), kCardCount, &s.discard_pile));
  ARBITER_RETURN_IF_ERROR(Range("card_in_play", p.card_in_play(), 0, kCardCount));
  s.card_in_play = p.card_in_play();
  if (!pb::Section_IsValid(p.section())) return Bad("section", "unknown section");
  s.section = p.section();
  ARBITER_RETURN_IF_ERROR(Range("effective_card", p.effective_card(), 0, kCardCount));
  s.effective_card = p.effective_card();
  // M3 (Mortain): a Recon played as Air Power. The card in effect must be a Recon.
  if (p.recon_as_air_power() &&
      (p.effective_card() < 1 || CardKindOf(p.effective_card()) != pb::CARD_KIND_RECON)) {
    return Bad("recon_as_air_power",
               absl::StrCat("true, but the card in effect (", p.effective_card(),
                            ") is no Recon"));
  }
  s.recon_air_power = p.recon_as_air_power();
  ARBITER_RETURN_IF_ERROR(Range("finest_hour_infantry", p.finest_hour_infantry(), 0, 10));
  ARBITER_RETURN_IF_ERROR(Range("finest_hour_armor", p.finest_hour_armor(), 0, 10));
  ARBITER_RETURN_IF_ERROR(Range("finest_hour_any", p.finest_hour_any(), 0, 10));
  s.finest_hour_infantry = p.finest_hour_infantry();
  s.finest_hour_armor = p.finest_hour_armor();
  s.finest_hour_any = p.finest_hour_any();
  ARBITER_RETURN_IF_ERROR(Cards("recon_drawn", p.recon_drawn(), 2, &s.recon_drawn));
  s.has_battle = p.has_battle();
  if (s.has_battle)
    ARBITER_RETURN_IF_ERROR(DecodeBattle(p.battle(), s));
  else
    s.battle = Battle();
  if (p.objective_holder_size() != static_cast<int>(sc.objectives.size())) {
    return Bad("objective_holder",
               absl::StrCat(p.objective_holder_size(), " entries for the scenario's ",
                            sc.objectives.size(), " objectives"));
  }
  s.objective_holder.clear();
  for (int i = 0; i < p.objective_holder_size(); ++i) {
    const int v = p.objective_holder(i);
    if (!pb::Side_IsValid(v)) return Bad(Path("objective_holder", i), "unknown side");
    s.objective_holder.push_back(static_cast<pb::Side>(v));
  }
  if (!pb::Chance_IsValid(p.chance())) return Bad("chance", "unknown chance");
  s.chance = p.chance();
  ARBITER_RETURN_IF_ERROR(Range("chance_dice", p.chance_dice(), 0, kMaxDice));
  s.chance_dice = p.chance_dice();
  ARBITER_RETURN_IF_ERROR(Range("chance_seat", p.chance_seat(), 0, 1));
  s.chance_seat = p.chance_seat();
  if (p.cards_to_deal_size() != 0 && p.cards_to_deal_size() != 2) {
    return Bad("cards_to_deal", absl::StrCat(p.cards_to_deal_size(), " entries, not 0 or 2"));
  }
  s.cards_to_deal = {0, 0};
  for (int i = 0; i < p.cards_to_deal_size(); ++i) {
    ARBITER_RETURN_IF_ERROR(
        Range(Path("cards_to_deal", i), p.cards_to_deal(i), 0, sc.hand_size[i]));
    s.cards_to_deal[i] = p.cards_to_deal(i);
  }
  ARBITER_RETURN_IF_ERROR(Range("winner", p.winner(), -1, 1));
  s.winner = p.winner();
  return DecodeLastRolls(p, s);
}

void EncodeBattle(const Battle& b, pb::Battle* out) {
  out->set_kind(b.kind);
  if (b.attacker != kNoHex) *out->mutable_attacker() = ToHex(b.attacker);
  *out->mutable_target() = ToHex(b.target);
  out->set_dice(b.dice);
  out->set_range(b.range);
  for (pb::DieFace f : b.roll) out->add_roll(f);
  out->set_flags(b.flags);
  out->set_may_ignore_flag(b.may_ignore_flag);
  if (b.has_declared) {
    pb::DeclaredBattle* d = out->mutable_declared();
    d->set_kind(b.declared_kind);
    d->set_dice(b.declared_dice);
    d->set_range(b.declared_range);
  }
  for (HexId h : b.targets_left) *out->add_targets_left() = ToHex(h);
  if (b.vacated != kNoHex) *out->mutable_vacated() = ToHex(b.vacated);
}

}  // namespace

absl::Status DecodeState(const Scenario& scenario, const pb::State& p, State* out) {
  return DecodeState(scenario, p, kStateFormat, out);
}

absl::Status DecodeState(const Scenario& scenario, const pb::State& p, uint32_t format,
                         State* out) {
  if (format < kOldestStateFormat || format > kStateFormat) {
    return absl::InvalidArgumentError(absl::StrCat("state.state_format_version: ", format,
                                                   " is not in ", kOldestStateFormat, "..",
                                                   kStateFormat));
  }
  ARBITER_RETURN_IF_ERROR(internal::CheckLayout(p, format));
  State& s = *out;
  s.scenario = &scenario;
  s.seat_count = 2;
  s.external = p.external_randomness();
  s.rng_state = p.rng_state();
  ARBITER_RETURN_IF_ERROR(DecodeOptions(p, s));
  ARBITER_RETURN_IF_ERROR(DecodePlayers(scenario, p, s));
  ARBITER_RETURN_IF_ERROR(internal::DecodeUnits(scenario, p, format, s));
  ARBITER_RETURN_IF_ERROR(internal::DecodeObstacles(p, format, s));
  ARBITER_RETURN_IF_ERROR(DecodeTurn(scenario, p, s));
  return CheckState(s, format);
}

void EncodeState(const State& s, pb::State* out) {
  out->Clear();
  *out->mutable_options() = s.options;
  out->set_first_seat(s.first_seat);
  out->set_external_randomness(s.external);
  out->set_rng_state(s.rng_state);
  for (int i = 0; i < 2; ++i) {
    const Player& ps = s.players[i];
    pb::Player* pp = out->add_players();
    pp->set_side(ps.side);
    for (int8_t c : ps.hand) pp->add_hand(c);
    pp->set_medals(ps.medals);
    pp->set_elimination_medals(ps.elimination_medals);
    pp->set_last_card(ps.last_card);
    pp->set_last_section(ps.last_section);
  }
  out->set_active_seat(s.current_seat);
  out->set_phase(s.phase);
  internal::EncodeUnits(s, out);
  for (int8_t c : s.draw_pile) out->add_draw_pile(c);
  for (int8_t c : s.discard_pile) out->add_discard_pile(c);
  out->set_card_in_play(s.card_in_play);
  out->set_section(s.section);
  out->set_effective_card(s.effective_card);
  if (s.recon_air_power) out->set_recon_as_air_power(true);
  out->set_finest_hour_infantry(s.finest_hour_infantry);
  out->set_finest_hour_armor(s.finest_hour_armor);
  out->set_finest_hour_any(s.finest_hour_any);
  for (int8_t c : s.recon_drawn) out->add_recon_drawn(c);
  if (s.has_battle) EncodeBattle(s.battle, out->mutable_battle());
  for (pb::Side side : s.objective_holder) out->add_objective_holder(side);
  out->set_chance(s.chance);
  out->set_chance_dice(s.chance_dice);
  out->set_chance_seat(s.chance_seat);
  if (s.cards_to_deal[0] != 0 || s.cards_to_deal[1] != 0) {
    out->add_cards_to_deal(s.cards_to_deal[0]);
    out->add_cards_to_deal(s.cards_to_deal[1]);
  }
  out->set_winner(s.winner);
  size_t next = 0;
  for (int8_t n : s.last_roll_sizes) {
    pb::Roll* r = out->add_last_rolls();
    for (int8_t k = 0; k < n; ++k) r->add_dice(s.last_roll_faces[next++]);
  }
}

pb::State EncodeState(const State& s) {
  pb::State out;
  EncodeState(s, &out);
  return out;
}

}  // namespace arbiter::memoir44
