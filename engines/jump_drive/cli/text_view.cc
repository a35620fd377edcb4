// Jump Drive drawn in text for a terminal (clients/cli/text_view.h): the round and phase, the
// piles' sizes, each seat's VP, hand (the viewer's own cards; others' sizes, J11), empire,
// markers, placement once public and pending step, and the draws waiting. From the view's State
// alone (jump_drive.proto); cards by their pack ids.
//
//   round 1  phase: place   draw pile: 92  discard pile: 6
//   > seat 0 (you)  VP 0   hand (5): contact_specialist, drop_ships, ...
//                   empire: -   markers 0   committed
//     seat 1        VP 0   hand: 5 cards
#include <string>
#include <vector>

#include "absl/status/statusor.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/str_join.h"
#include "arbiter/games/jump_drive/v1/jump_drive.pb.h"
#include "clients/cli/text_view.h"

namespace arbiter::jump_drive {
namespace {

namespace pb = ::arbiter::games::jump_drive::v1;
using cli::Colour;
using cli::Paint;

const char* PhaseName(pb::Phase p) {
  switch (p) {
    case pb::PHASE_SETUP: return "setup (dealing)";
    case pb::PHASE_SETUP_DISCARD: return "setup discard (2 of 7)";
    case pb::PHASE_PLACE: return "place (secret until the reveal)";
    case pb::PHASE_RESOLVE: return "resolve";
    case pb::PHASE_INCOME: return "income";
    case pb::PHASE_HAND_LIMIT: return "hand limit (10)";
    case pb::PHASE_FINISHED: return "finished";
    default: return "?";
  }
}

std::string StepName(const pb::Seat& s) {
  switch (s.step()) {
    case pb::STEP_SETUP_DISCARD: return "to discard 2";
    case pb::STEP_PLACE: return "to place or explore";
    case pb::STEP_PAY: return absl::StrCat("to pay ", s.owed());
    case pb::STEP_BONUS_DRAW: return "drawing the bonus card";
    case pb::STEP_CONVOY: return "CONVOY or DECLINE";
    case pb::STEP_CONVOY_PAY: return absl::StrCat("to pay ", s.owed(), " for the convoy world");
    case pb::STEP_EXPLORE_DRAW: return "drawing (explore)";
    case pb::STEP_EXPLORE_DISCARD: return absl::StrCat("to discard ", s.owed(), " (explore)");
    case pb::STEP_HAND_LIMIT: return absl::StrCat("to discard ", s.owed(), " (hand limit)");
    default: return s.committed() ? "committed" : "";
  }
}

std::string Placed(const pb::Placement& p) {
  if (p.explore()) return "EXPLORE";
  std::vector<std::string> parts;
  if (!p.development().empty()) parts.push_back(p.development());
  if (!p.world().empty()) {
    const char* mode = p.mode() == pb::WORLD_MODE_CONQUER   ? " (conquer)"
                       : p.mode() == pb::WORLD_MODE_CONTACT ? " (contact)"
                                                            : "";
    parts.push_back(p.world() + mode);
  }
  return parts.empty() ? "" : absl::StrJoin(parts, " + ");
}

absl::StatusOr<std::string> Draw(const cli::ViewToDraw& in) {
  pb::State s;
  if (!in.view.payload().UnpackTo(&s)) {
    return absl::InvalidArgumentError("the payload is not a arbiter.games.jump_drive.v1.State");
  }
  const cli::TextStyle& style = in.style;
  std::string out = absl::StrCat("round ", s.round(), "  phase: ", PhaseName(s.phase()),
                                 "  dealer: seat ", s.dealer(), "\n");
  absl::StrAppend(&out, "draw pile: ", s.draw_pile_count(), "  discard pile: ",
                  s.discard_pile_count(), "\n");
  for (int seat = 0; seat < s.seats_size(); ++seat) {
    const pb::Seat& p = s.seats(seat);
    const bool mine = in.seat.has_value() && *in.seat == seat;
    bool acting = false;
    for (int a : in.turn.acting_seats()) acting |= a == seat;
    std::string name = absl::StrCat(acting ? "> " : "  ", "seat ", seat, mine ? " (you)" : "");
    if (name.size() < 16) name.append(16 - name.size(), ' ');
    absl::StrAppend(&out, Paint(style, name, cli::SeatColour(seat), acting), "VP ", p.vp(), "\n");
    std::vector<std::string> hand;
    for (const pb::CardCount& c : p.hand()) {
      hand.push_back(c.count() > 1 ? absl::StrCat(c.count(), "x ", c.card()) : c.card());
    }
    if (!hand.empty() || mine) {
      out += cli::WrapItems(absl::StrCat("    hand (", p.hand_count(), "): "), hand, 8);
    } else {
      absl::StrAppend(&out, "    hand: ", p.hand_count(), " card", p.hand_count() == 1 ? "" : "s",
                      "\n");
    }
    std::vector<std::string> empire(p.empire().begin(), p.empire().end());
    out += cli::WrapItems(absl::StrCat("    empire (", p.empire_size(), "): "), empire, 8);
    std::string line = absl::StrCat("    markers ", p.explore_markers(),
                                    p.survey_team_used() ? "  survey team used" : "");
    const std::string placed = Placed(p.placement());
    if (!placed.empty()) absl::StrAppend(&line, "  placed: ", placed);
    const std::string step = StepName(p);
    if (!step.empty()) absl::StrAppend(&line, "  ", Paint(style, step, Colour::kCyan));
    absl::StrAppend(&out, line, "\n");
  }
  if (!s.pending_draws().empty()) {
    std::vector<std::string> draws;
    for (const pb::PendingDraw& d : s.pending_draws()) {
      draws.push_back(absl::StrCat(d.count(), " to seat ", d.seat()));
    }
    out += cli::WrapItems("cards still to draw: ", draws, 4);
  }
  if (s.phase() == pb::PHASE_FINISHED) {
    std::vector<std::string> ranks;
    for (const v1::SeatResult& r : in.turn.outcome().results()) {
      ranks.push_back(absl::StrCat("seat ", r.seat(), " rank ", r.rank(), " (", r.score(), " VP)"));
    }
    out += cli::WrapItems("result: ", ranks, 4);
  }
  return out;
}

}  // namespace

void RegisterTextView(cli::TextViews& views) { views.Add("jump_drive", Draw); }

}  // namespace arbiter::jump_drive
