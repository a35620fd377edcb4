// V7: the Ship's Duties grid (rules.h). An unmarked cell showing the duty value must be marked
// (the seat names which, R4); a mark completing a row and/or a column claims the row's reward,
// then the column's. A line is complete when every cell of it showing a value is marked; a
// line of blank cells only never completes. Each line completes once, so it pays once.
#include "absl/strings/str_cat.h"
#include "engines/voyages/rules.h"

namespace arbiter {
namespace voyages {
namespace {

bool RowComplete(const Pack& p, uint64_t marked, int row) {
  bool any = false;
  for (int c = 0; c < p.cols; ++c) {
    const int i = row * p.cols + c;
    if (p.cells[i] == 0) continue;
    any = true;
    if (!(marked >> i & 1)) return false;
  }
  return any;
}

bool ColComplete(const Pack& p, uint64_t marked, int col) {
  bool any = false;
  for (int r = 0; r < p.rows; ++r) {
    const int i = r * p.cols + col;
    if (p.cells[i] == 0) continue;
    any = true;
    if (!(marked >> i & 1)) return false;
  }
  return any;
}

}  // namespace

uint64_t DutyChoices(const Pack& pack, const Sheet& sheet, int value) {
  uint64_t out = 0;
  for (int i = 0; i < pack.rows * pack.cols; ++i) {
    if (pack.cells[i] == value && !(sheet.marked >> i & 1)) out |= uint64_t{1} << i;
  }
  return out;
}

int DutyLines(const Pack& pack, uint64_t marked) {
  int n = 0;
  for (int r = 0; r < pack.rows; ++r) n += RowComplete(pack, marked, r);
  for (int c = 0; c < pack.cols; ++c) n += ColComplete(pack, marked, c);
  return n;
}

void MarkDuty(State& s, int seat, int cell, Events* events) {
  const Pack& p = *s.pack;
  Sheet& me = s.sheets[seat];
  me.marked |= uint64_t{1} << cell;
  const int row = cell / p.cols, col = cell % p.cols;
  if (events != nullptr) {
    pb::Event e;
    e.mutable_duty_marked()->set_seat(seat);
    e.mutable_duty_marked()->mutable_cell()->set_row(row);
    e.mutable_duty_marked()->mutable_cell()->set_column(col);
    AddPublic(events, e);
  }
  if (RowComplete(p, me.marked, row)) {
    const std::string source = absl::StrCat("row ", row);
    ApplyEffects(s, seat, p.row_rewards[row], source.c_str(), events);
  }
  if (ColComplete(p, me.marked, col)) {
    const std::string source = absl::StrCat("column ", col);
    ApplyEffects(s, seat, p.col_rewards[col], source.c_str(), events);
  }
  CheckThresholds(s, seat, events);
}

}  // namespace voyages
}  // namespace arbiter
