// The scenarios' special rules that are more than terrain, objectives and medal values (rules.md
// M3 "Special rules turned into data"): their validation and compilation into the native
// Scenario.
//
//   Scenario.bridge_spans     Arnhem Bridge: the span entered and left only at its ends
//                             (Scenario::on_span / span_next; movement, retreat and take ground
//                             ask Scenario::SpanStepAllowed).
//   Scenario.recon_air_power  Counter-attack on Mortain: Recon played as Air Power while Hill 317
//                             is held (Scenario::recon_air_power; cards.cc, air_strikes.cc).
//
// Errors name the field and the hex, e.g.
//   "setup.content.supplied.bridge_spans[0].hexes[2]: (14, 5) is not adjacent to hexes[1] (15, 3)"
//   "setup.content.supplied.recon_air_power[1].side: a second rule for SIDE_ALLIES"
// Sources: the scenario files of github.com/bga-devs/bga-memoir@828e756f
// (modules/php/Scenarios/25-ArnhemBridge.php, 16-CounterattackOnMortain.php) and their rules
// texts, quoted in scenario.proto.
#include <array>
#include <string>

#include "absl/strings/str_cat.h"
#include "engines/memoir44/scenario.h"

namespace arbiter::memoir44 {
namespace {

constexpr int kMaxSpans = 10;

absl::Status Bad(absl::string_view prefix, absl::string_view field, absl::string_view what) {
  return absl::InvalidArgumentError(absl::StrCat(prefix, ".", field, ": ", what));
}

std::string At(const pb::Hex& h) { return absl::StrCat("(", h.col(), ", ", h.row(), ")"); }

absl::Status OnBoard(const pb::Hex& h, absl::string_view prefix, const std::string& field) {
  if (h.row() < 0 || h.row() >= kRows) {
    return Bad(prefix, field + ".row", absl::StrCat(At(h), " is off the board"));
  }
  if (HexAt(h.col(), h.row()) == kNoHex) {
    return Bad(prefix, field + ".col", absl::StrCat(At(h), " is off the board"));
  }
  return absl::OkStatus();
}

absl::Status CheckName(const std::string& name, absl::string_view prefix, const std::string& f) {
  if (name.size() > 1000) return Bad(prefix, f, "longer than 1000 bytes");
  return absl::OkStatus();
}

}  // namespace

absl::Status ValidateSpecialRules(const pb::Scenario& sc, absl::string_view prefix) {
  if (sc.bridge_spans_size() > kMaxSpans) {
    return Bad(prefix, "bridge_spans", absl::StrCat("more than ", kMaxSpans));
  }
  // Which span's interior each hex is on (-1 none), and which spans end on it.
  std::array<int, kHexCount> interior;
  interior.fill(-1);
  for (int i = 0; i < sc.bridge_spans_size(); ++i) {
    const pb::BridgeSpan& span = sc.bridge_spans(i);
    const std::string f = absl::StrCat("bridge_spans[", i, "]");
    if (span.hexes_size() < 3 || span.hexes_size() > kHexCount) {
      return Bad(prefix, f + ".hexes",
                 absl::StrCat(span.hexes_size(),
                              " hexes: a span lists its two end hexes and 1 or more between"));
    }
    std::array<bool, kHexCount> seen{};
    for (int j = 0; j < span.hexes_size(); ++j) {
      const std::string hf = absl::StrCat(f, ".hexes[", j, "]");
      ARBITER_RETURN_IF_ERROR(OnBoard(span.hexes(j), prefix, hf));
      const HexId h = FromHex(span.hexes(j));
      if (seen[h]) return Bad(prefix, hf, absl::StrCat(At(span.hexes(j)), " is listed twice"));
      seen[h] = true;
      if (j > 0 && !Adjacent(FromHex(span.hexes(j - 1)), h)) {
        return Bad(prefix, hf,
                   absl::StrCat(At(span.hexes(j)), " is not adjacent to hexes[", j - 1, "] ",
                                At(span.hexes(j - 1))));
      }
    }
  }
  for (int i = 0; i < sc.bridge_spans_size(); ++i) {
    const pb::BridgeSpan& span = sc.bridge_spans(i);
    for (int j = 1; j + 1 < span.hexes_size(); ++j) {
      const HexId h = FromHex(span.hexes(j));
      if (interior[h] >= 0) {
        return Bad(prefix, absl::StrCat("bridge_spans[", i, "].hexes[", j, "]"),
                   absl::StrCat(At(span.hexes(j)), " lies on bridge_spans[", interior[h],
                                "] too"));
      }
      interior[h] = i;
    }
    ARBITER_RETURN_IF_ERROR(
        CheckName(span.name(), prefix, absl::StrCat("bridge_spans[", i, "].name")));
  }
  for (int i = 0; i < sc.bridge_spans_size(); ++i) {
    const pb::BridgeSpan& span = sc.bridge_spans(i);
    for (int j : {0, span.hexes_size() - 1}) {
      const HexId h = FromHex(span.hexes(j));
      if (interior[h] >= 0) {
        return Bad(prefix, absl::StrCat("bridge_spans[", i, "].hexes[", j, "]"),
                   absl::StrCat("the end hex ", At(span.hexes(j)), " lies on bridge_spans[",
                                interior[h], "]"));
      }
    }
  }
  if (sc.recon_air_power_size() > 2) {
    return Bad(prefix, "recon_air_power", "more than one rule per side");
  }
  std::array<bool, 3> sided{};
  for (int i = 0; i < sc.recon_air_power_size(); ++i) {
    const pb::ReconAirPower& r = sc.recon_air_power(i);
    const std::string f = absl::StrCat("recon_air_power[", i, "]");
    if (r.side() != sc.player1().side() && r.side() != sc.player2().side()) {
      return Bad(prefix, f + ".side",
                 absl::StrCat(static_cast<int>(r.side()), " is not a side of the game"));
    }
    if (r.side() < 0 || r.side() > 2 || sided[r.side()]) {
      return Bad(prefix, f + ".side",
                 absl::StrCat("a second rule for ", pb::Side_Name(r.side())));
    }
    sided[r.side()] = true;
    if (r.hexes_size() == 0) return Bad(prefix, f + ".hexes", "no hexes");
    if (r.hexes_size() > kHexCount) return Bad(prefix, f + ".hexes", "more hexes than the board");
    std::array<bool, kHexCount> seen{};
    for (int j = 0; j < r.hexes_size(); ++j) {
      const std::string hf = absl::StrCat(f, ".hexes[", j, "]");
      ARBITER_RETURN_IF_ERROR(OnBoard(r.hexes(j), prefix, hf));
      const HexId h = FromHex(r.hexes(j));
      if (seen[h]) return Bad(prefix, hf, absl::StrCat(At(r.hexes(j)), " is listed twice"));
      seen[h] = true;
    }
    ARBITER_RETURN_IF_ERROR(CheckName(r.name(), prefix, f + ".name"));
  }
  return absl::OkStatus();
}

void CompileSpecialRules(const pb::Scenario& proto, Scenario* sc) {
  sc->on_span.fill(false);
  for (std::array<HexId, 2>& n : sc->span_next) n = {kNoHex, kNoHex};
  for (const pb::BridgeSpan& span : proto.bridge_spans()) {
    for (int j = 1; j + 1 < span.hexes_size(); ++j) {
      const HexId h = FromHex(span.hexes(j));
      sc->on_span[h] = true;
      sc->span_next[h] = {FromHex(span.hexes(j - 1)), FromHex(span.hexes(j + 1))};
    }
  }
  for (const pb::ReconAirPower& r : proto.recon_air_power()) {
    const int seat = sc->SeatOf(r.side());
    if (seat < 0) continue;
    for (const pb::Hex& h : r.hexes()) sc->recon_air_power[seat].push_back(FromHex(h));
  }
}

}  // namespace arbiter::memoir44
