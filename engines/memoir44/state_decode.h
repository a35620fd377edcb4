// Private to state.cc, state_units.cc and check.cc: the pieces of DecodeState shared between
// them. state_units.cc decodes the units and obstacles, which are laid out differently in state
// format 1 (Unit / ObstacleOnHex messages) and format 2 (the byte records of state_bytes.h); see
// the format notes at the top of memoir44.proto. Every error is INVALID_ARGUMENT
// "state.payload.<field>: <what>" with the field named as the state's own format names it.
#ifndef ARBITER_ENGINES_MEMOIR44_STATE_DECODE_H_
#define ARBITER_ENGINES_MEMOIR44_STATE_DECODE_H_

#include <cstdint>
#include <string>

#include "absl/status/status.h"
#include "absl/strings/str_cat.h"
#include "absl/strings/string_view.h"
#include "engines/memoir44/state.h"

namespace arbiter::memoir44::internal {

// A payload field's path, formatted only when an error names it (decoding runs on every call):
// base[index]suffix[index2], e.g. "units[3].turn.battles", "unit_bytes[3].battles" or
// "players[1].hand[2]".
struct Path {
  absl::string_view base;
  int index = -1;
  absl::string_view suffix;
  int index2 = -1;

  Path(const char* b) : base(b) {}  // NOLINT: a plain field name
  Path(absl::string_view b, int i) : base(b), index(i) {}
  Path Sub(absl::string_view s) const {
    Path p = *this;
    p.suffix = s;
    return p;
  }
  Path At(int j) const {
    Path p = *this;
    p.index2 = j;
    return p;
  }
  std::string Str() const {
    std::string out(base);
    if (index >= 0) absl::StrAppend(&out, "[", index, "]");
    absl::StrAppend(&out, suffix);
    if (index2 >= 0) absl::StrAppend(&out, "[", index2, "]");
    return out;
  }
};

// INVALID_ARGUMENT "state.payload.<field>: <what>".
absl::Status Bad(const Path& field, absl::string_view what);
// Bad unless lo <= v <= hi ("<v> is not in <lo>..<hi>").
absl::Status Range(const Path& field, int64_t v, int64_t lo, int64_t hi);

// The field names of the units and obstacles in `format` (1: "units", "obstacles"; 2:
// "unit_bytes", "obstacle_bytes"), for CheckState's errors.
const char* UnitsField(uint32_t format);
const char* ObstaclesField(uint32_t format);

// The state sets no field of the other format than `format` (1 or 2): INVALID_ARGUMENT naming
// the first such field otherwise ("a field of state format 1 in a state of format 2").
absl::Status CheckLayout(const pb::State& p, uint32_t format);

// The units (State::units, unit_at) and obstacles (State::obstacle, obstacle_side) of `p` in
// `format`, each record range-checked: the hex on the board and one unit (one obstacle) a hex,
// a side of the scenario, a known type and badge that go together, figures 1..full strength.
absl::Status DecodeUnits(const Scenario& sc, const pb::State& p, uint32_t format, State& s);
absl::Status DecodeObstacles(const pb::State& p, uint32_t format, State& s);

// The units and obstacles of `s` into format 2's records, by hex id ((row, col)).
void EncodeUnits(const State& s, pb::State* out);

}  // namespace arbiter::memoir44::internal

#endif  // ARBITER_ENGINES_MEMOIR44_STATE_DECODE_H_
