// Voyages drawn in text for a terminal (clients/cli/text_view.h): the round, the phase, the
// round's dice and the end trigger, then each seat's sheet: its ship on the map pack's hex
// grid (with the spaces it collected), explored regions, visited islands, sailors ready /
// exhausted / heroic, cargo, stars, gold, the Ship's Duties grid with its marks and the seat's
// pending step; at the end the ranks and scores. From the view's State (voyages.proto) and the
// map the view names (GameState.content): the built-in map linked into this binary (tw_test,
// invented) when its digest is the state's, or the platform's own supplied in the view.
//
//   round 2  phase: turn  dice: 3 5 1
//   > seat 0 (you)   stars 0  gold 0  to SAIL
//       sailors: ready 5 + 0 heroic  exhausted 1 + 0 heroic  (capacity 9)
//       ...
//       map (@ ship, * collected; ~ water, + water with effects, # blocked,
//            D the Dread, d defeated, letters islands):
//          ~   ~   +   ~   ~   C   ~
//            ~   ~   ~   ~   #   ~   ~
//              @   ~   ~   P   ~   ~   ~
// Rows are drawn in axial layout (pointy hexes): row r is shifted right by half a hex per r,
// so a step E is one cell right, SE half a cell down-right, SW half a cell down-left.
#include <algorithm>
#include <memory>
#include <set>
#include <string>
#include <utility>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/ascii.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "arbiter/games/voyages/v1/voyages.pb.h"
#include "arbiter/v1/game_info.pb.h"
#include "clients/cli/text_view.h"
#include "engines/core/content.h"
#include "engines/voyages/content.inc"
#include "engines/voyages/pack.h"

namespace arbiter::voyages {
namespace {

using cli::Colour;
using cli::Paint;
using Library = ContentLibrary<pb::MapPack>;

// The maps this binary knows: the built-in ones, checked as the engine checks them.
const Library& Maps() {
  static const Library* maps = [] {
    auto* m = new Library(
        [](const pb::MapPack& p, absl::string_view field) {
          return BuildPack(p, field).status();
        },
        /*accepts_supplied=*/true);
    m->AddBuiltIns(kBuiltInContent).IgnoreError();
    return m;
  }();
  return *maps;
}

// The map of the view: a built-in one of this binary with the state's digest, or the supplied
// one; nullptr (with `why`) otherwise.
std::shared_ptr<const pb::MapPack> MapOf(const v1::GameState& view, std::string* why) {
  if (view.content().has_built_in()) {
    v1::GameInfo info;
    Maps().Describe(&info);
    bool same = false;
    for (const v1::ContentSpec& spec : info.built_in_content()) {
      same |= spec.name() == view.content().built_in().name() &&
              spec.digest() == view.content().built_in().digest();
    }
    if (!same) {
      *why = absl::StrCat("map not drawn: this build has no map '",
                          view.content().built_in().name(), "' with the state's digest");
      return nullptr;
    }
  }
  absl::StatusOr<Library::Chosen> chosen = Maps().FromState(view);
  if (!chosen.ok()) {
    *why = absl::StrCat("map not drawn: ", chosen.status().message());
    return nullptr;
  }
  return chosen->content;
}

const char* PhaseName(pb::Phase p) {
  switch (p) {
    case pb::PHASE_ROLL: return "roll (the round's dice to come)";
    case pb::PHASE_TURN: return "turn (every seat, any order)";
    case pb::PHASE_FINISHED: return "finished";
    default: return "?";
  }
}

const pb::Space* SpaceAt(const pb::MapPack& m, int q, int r) {
  for (const pb::Space& sp : m.spaces()) {
    if (sp.q() == q && sp.r() == r) return &sp;
  }
  return nullptr;
}

std::string RewardText(const pb::Reward& r) {
  std::string out = r.kind();
  if (!r.type().empty()) absl::StrAppend(&out, " ", r.type());
  absl::StrAppend(&out, " ", r.n());
  return out;
}

std::string RewardsText(const pb::EffectList& l) {
  std::vector<std::string> parts;
  for (const pb::Reward& r : l.effects()) parts.push_back(RewardText(r));
  return parts.empty() ? "-" : absl::StrJoin(parts, " + ");
}

// What the seat may do now (its Step), with the stop's offers for the follow-ups (landing.cc's
// rule: a sale where the space sells, on every stop when repeatable, else the first, while the
// seat holds a type it buys and has not sold this turn; the Dread until defeated).
std::string StepText(const pb::Sheet& sh, const pb::MapPack* m) {
  switch (sh.step()) {
    case pb::STEP_SAIL: return "to SAIL";
    case pb::STEP_DONE: return "turn over";
    case pb::STEP_FOLLOW_UP: break;
    default: return "";
  }
  std::vector<std::string> offers;
  const pb::Space* sp = m == nullptr ? nullptr : SpaceAt(*m, sh.ship().q(), sh.ship().r());
  if (sp != nullptr && sh.stop() != pb::STOP_UNSPECIFIED) {
    for (const pb::Effect& e : sp->effects()) {
      if (e.kind() == "sell" && !sh.sold() && (e.repeatable() || sh.stop() == pb::STOP_FIRST)) {
        std::vector<std::string> prices;
        for (const pb::Price& p : e.prices()) {
          for (int t = 0; t < m->cargo_size() && t < sh.cargo_size(); ++t) {
            if (m->cargo(t).type() == p.type() && sh.cargo(t) > 0) {
              prices.push_back(absl::StrCat(p.type(), " ", p.gold(), " gold"));
            }
          }
        }
        if (!prices.empty()) offers.push_back(absl::StrCat("SELL (", absl::StrJoin(prices, ", "), ")"));
      }
      if (e.kind() == "dread" && !sh.dread_defeated()) {
        std::string cost = absl::StrCat(e.cost().kind(), " ", e.cost().n());
        if (!e.cost().type().empty()) absl::StrAppend(&cost, " ", e.cost().type());
        offers.push_back(absl::StrCat("DEFEAT_DREAD (", cost, ")"));
      }
    }
  }
  offers.push_back("END_TURN");
  return absl::StrCat("follow-ups: ", absl::StrJoin(offers, " or "));
}

// The cell's symbol on the seat's map.
char Symbol(const pb::Space& sp, const pb::MapPack& m, const pb::Sheet& sh) {
  if (sp.kind() == "blocked") return '#';
  if (sp.kind() == "dread") return sh.dread_defeated() ? 'd' : 'D';
  if (sp.kind() == "island") {
    for (const pb::Island& i : m.islands()) {
      if (i.id() == sp.island() && !i.name().empty()) {
        return absl::ascii_toupper(static_cast<unsigned char>(i.name()[0]));
      }
    }
    return 'I';
  }
  return sp.effects().empty() ? '~' : '+';
}

// The seat's map: every space of the pack, the ship '@', collected spaces marked '*'.
std::string MapText(const pb::MapPack& m, const pb::Sheet& sh, const cli::TextStyle& style,
                    int seat) {
  if (m.spaces().empty()) return "";
  int qmin = m.spaces(0).q(), qmax = qmin, rmin = m.spaces(0).r(), rmax = rmin;
  int xmin = 2 * qmin + rmin;
  for (const pb::Space& sp : m.spaces()) {
    qmin = std::min(qmin, sp.q());
    qmax = std::max(qmax, sp.q());
    rmin = std::min(rmin, sp.r());
    rmax = std::max(rmax, sp.r());
    xmin = std::min(xmin, 2 * sp.q() + sp.r());
  }
  std::set<std::pair<int, int>> collected;
  for (const pb::Coord& c : sh.collected()) collected.insert({c.q(), c.r()});
  std::string out =
      "    map (@ ship, * collected; ~ water, + water with effects, # blocked,\n"
      "         D the Dread, d defeated, letters islands):\n";
  for (int r = rmin; r <= rmax; ++r) {
    // Half a hex (2 columns) per x unit; x = 2q + r.
    std::vector<std::pair<int, const pb::Space*>> row;
    for (const pb::Space& sp : m.spaces()) {
      if (sp.r() == r) row.push_back({2 * sp.q() + r - xmin, &sp});
    }
    std::sort(row.begin(), row.end(),
              [](const auto& a, const auto& b) { return a.first < b.first; });
    std::string line = "      ";
    size_t width = line.size();
    for (const auto& [x, sp] : row) {
      const size_t col = 6 + 2 * static_cast<size_t>(x);
      if (col > width) {
        line.append(col - width, ' ');
        width = col;
      }
      const bool ship = sh.ship().q() == sp->q() && sh.ship().r() == sp->r();
      const bool got = collected.count({sp->q(), sp->r()}) > 0;
      std::string cell = absl::StrCat(" ", std::string(1, Symbol(*sp, m, sh)),
                                      ship ? "@" : got ? "*" : " ");
      line += ship ? Paint(style, cell, cli::SeatColour(seat), true) : cell;
      width += 3;
    }
    while (!line.empty() && line.back() == ' ') line.pop_back();
    absl::StrAppend(&out, line, "\n");
  }
  return out;
}

// The Ship's Duties grid: each cell's value, "[v]" once marked, "." blank; each row's reward
// after it, the columns' rewards below.
std::string DutiesText(const pb::MapPack& m, const pb::Sheet& sh) {
  const pb::Duties& d = m.duties();
  if (d.rows().empty()) return "";
  const int cols = d.rows(0).cells_size();
  std::set<int> marked(sh.marked().begin(), sh.marked().end());
  std::string out = "    duties ([v] marked):\n";
  for (int row = 0; row < d.rows_size(); ++row) {
    std::string line = "      ";
    for (int c = 0; c < cols; ++c) {
      const int v = d.rows(row).cells(c);
      const bool x = marked.count(row * cols + c) > 0;
      absl::StrAppend(&line, v == 0 ? " . " : x ? absl::StrCat("[", v, "]") : absl::StrCat(" ", v, " "));
    }
    if (row < d.row_rewards_size()) absl::StrAppend(&line, "  row: ", RewardsText(d.row_rewards(row)));
    absl::StrAppend(&out, line, "\n");
  }
  std::vector<std::string> colr;
  for (int c = 0; c < d.col_rewards_size(); ++c) {
    colr.push_back(absl::StrCat(c, ": ", RewardsText(d.col_rewards(c))));
  }
  if (!colr.empty()) out += cli::WrapItems("      columns ", colr, 8);
  return out;
}

// The names of the ids `ids` as the pack lists them (islands by name).
std::string IslandNames(const pb::MapPack* m, const pb::Sheet& sh) {
  std::vector<std::string> names;
  for (const std::string& id : sh.visited_islands()) {
    std::string name = id;
    if (m != nullptr) {
      for (const pb::Island& i : m->islands()) {
        if (i.id() == id && !i.name().empty()) name = i.name();
      }
    }
    names.push_back(name);
  }
  return names.empty() ? "-" : absl::StrJoin(names, ", ");
}

std::string SheetText(const pb::State& s, int seat, const cli::ViewToDraw& in,
                      const pb::MapPack* m) {
  const pb::Sheet& sh = s.sheets(seat);
  const cli::TextStyle& style = in.style;
  const bool mine = in.seat.has_value() && *in.seat == seat;
  bool acting = false;
  for (int a : in.turn.acting_seats()) acting |= a == seat;
  std::string name = absl::StrCat(acting ? "> " : "  ", "seat ", seat, mine ? " (you)" : "");
  if (name.size() < 16) name.append(16 - name.size(), ' ');
  std::string out = absl::StrCat(Paint(style, name, cli::SeatColour(seat), acting), "stars ",
                                 sh.stars(), "  gold ", sh.gold(), "  at (", sh.ship().q(), ",",
                                 sh.ship().r(), ")");
  const std::string step = StepText(sh, m);
  if (!step.empty()) absl::StrAppend(&out, "  ", Paint(style, step, Colour::kCyan));
  absl::StrAppend(&out, "\n");
  absl::StrAppend(&out, "    sailors: ready ", sh.ready_regular(), " + ", sh.ready_heroic(),
                  " heroic  exhausted ", sh.exhausted_regular(), " + ", sh.exhausted_heroic(),
                  " heroic");
  if (m != nullptr) absl::StrAppend(&out, "  (capacity ", m->sailors().capacity(), ")");
  absl::StrAppend(&out, "\n");
  std::vector<std::string> cargo;
  for (int t = 0; t < sh.cargo_size(); ++t) {
    if (m != nullptr && t < m->cargo_size()) {
      cargo.push_back(absl::StrCat(m->cargo(t).type(), " ", sh.cargo(t), "/", m->cargo(t).capacity()));
    } else {
      cargo.push_back(absl::StrCat("#", t, " ", sh.cargo(t)));
    }
  }
  absl::StrAppend(&out, "    cargo: ", cargo.empty() ? "-" : absl::StrJoin(cargo, ", "),
                  "  sold ", sh.cargo_sold(), " for ", sh.sales_gold(), " gold",
                  sh.sold() ? " (sold this turn)" : "", "\n");
  absl::StrAppend(&out, "    islands visited (", sh.visited_islands_size(), "): ",
                  IslandNames(m, sh), "\n");
  std::vector<std::string> regions(sh.explored_regions().begin(), sh.explored_regions().end());
  out += cli::WrapItems(
      absl::StrCat("    regions explored (", sh.explored_regions_size(),
                   m != nullptr ? absl::StrCat(" of ", m->regions_size()) : "", "): "),
      regions, 8);
  absl::StrAppend(&out, "    Dread ", sh.dread_defeated() ? "defeated" : "not defeated", "\n");
  if (m != nullptr) {
    out += DutiesText(*m, sh);
    out += MapText(*m, sh, style, seat);
  }
  return out;
}

absl::StatusOr<std::string> Draw(const cli::ViewToDraw& in) {
  pb::State s;
  if (!in.view.payload().UnpackTo(&s)) {
    return absl::InvalidArgumentError("the payload is not a arbiter.games.voyages.v1.State");
  }
  std::string note;
  std::shared_ptr<const pb::MapPack> map = MapOf(in.view, &note);
  std::string out = absl::StrCat("round ", s.round(), "  phase: ", PhaseName(s.phase()));
  if (s.dice_size() > 0) absl::StrAppend(&out, "  dice: ", absl::StrJoin(s.dice(), " "));
  absl::StrAppend(&out, "\n");
  if (map != nullptr) {
    absl::StrAppend(&out, "map: ", map->id(), " ", map->version(),
                    map->invented() ? " (INVENTED FOR TESTS)" : "", "\n");
  } else {
    absl::StrAppend(&out, note, "\n");
  }
  if (s.final_round() > 0) absl::StrAppend(&out, "the end is triggered: round ", s.final_round(), " is the last\n");
  for (int seat = 0; seat < s.sheets_size(); ++seat) out += SheetText(s, seat, in, map.get());
  if (s.phase() == pb::PHASE_FINISHED) {
    std::vector<std::string> ranks;
    for (const v1::SeatResult& r : in.turn.outcome().results()) {
      ranks.push_back(absl::StrCat("seat ", r.seat(), " rank ", r.rank(), " (", r.score(), ")"));
    }
    out += cli::WrapItems("result: ", ranks, 4);
  }
  return out;
}

}  // namespace

void RegisterTextView(cli::TextViews& views) { views.Add("voyages", Draw); }

}  // namespace arbiter::voyages
