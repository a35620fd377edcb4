// The peer's neutral Memoir '44 format, read: one decision point of a dump written by the
// differential-test driver of xpmatteo/auto-memoir44 (automemoir_m44_driver.ts, documented in
// its header; README.md beside this file says where it comes from and how a dump is made).
//
//   DumpReader reader;
//   if (!reader.Open("st02.jsonl.gz", &error)) ...;      // plain or gzip JSON lines
//   NeutralPosition p;
//   while (reader.Next(&p, &error)) { ...p.legal, p.state... }
//   if (!error.empty()) ...;                               // a malformed line, named by number
//
// Coordinates are M2's doubled columns, Hex{c, r}: r = 0..8 from player1's baseline, c + r even.
// Seats: player1 = 0 (top edge; the Axis in both of the peer's scenarios), player2 = 1.
// A position is the state BEFORE the decision, the peer's legal moves there ("legal": every
// distinct neutral move) and the move the driver chose. The reader keeps, per game, what the
// neutral state itself leaves out but a position needs: the dice of the turn's PLAY (Their Finest
// Hour orders by them, M6) and the battle that caused a pending retreat or take ground.
#ifndef ARBITER_ENGINES_MEMOIR44_TESTING_PEER_NEUTRAL_H_
#define ARBITER_ENGINES_MEMOIR44_TESTING_PEER_NEUTRAL_H_

#include <map>
#include <optional>
#include <string>
#include <vector>

namespace arbiter::memoir44::peer {

struct Hex {
  int c = -1;
  int r = -1;
  bool valid() const { return r >= 0; }
  bool operator==(const Hex& o) const { return c == o.c && r == o.r; }
  bool operator!=(const Hex& o) const { return !(*this == o); }
  bool operator<(const Hex& o) const { return r != o.r ? r < o.r : c < o.c; }
};

std::string HexText(Hex h);  // "(c,r)"
// M2 distance: dr + max(0, (dc - dr) / 2).
int Distance(Hex a, Hex b);

// A neutral move ("legal" entries and "chosen"). Unused fields stay empty / invalid / -1.
struct NeutralMove {
  std::string type;     // play order move end_moves battle end_turn retreat take_ground
                        // decline_take_ground overrun decline_overrun targets keep
  std::string card;     // play, keep: "Probe", "Air Power", ... (M5/M6 names)
  std::string section;  // play, keep of a section card: left | center | right
  Hex from, to, unit, target;
  std::vector<Hex> units;  // order, targets: sorted by (r, c)
  int dice = -1;           // battle, overrun: the side's dice count

  // Identity without the dice: "move (14,8)>(11,7)", "order [(12,4) (13,5)]", "play Probe center".
  std::string Key() const;
  // Key() plus " dice N" where the move has dice.
  std::string Text() const;
};

struct NeutralUnit {
  Hex at;
  bool axis = false;
  std::string type;  // infantry | armor | artillery
  int figures = 0;
};

struct NeutralObstacle {
  Hex at;
  std::string kind;   // sandbag (the only one the peer's scenarios use) | hedgehog
  std::string owner;  // allies | axis | "" (the side whose token it is)
};

struct NeutralState {
  std::string phase;   // play order move battle retreat take_ground overrun targets keep
  int seat = 0;        // the seat to decide: 0 player1, 1 player2
  bool axis_to_act = false;
  std::string card;    // the card in play, "Probe center" style label, or ""
  std::vector<NeutralUnit> units;
  // This turn's per-unit flags (the peer's): ordered, moved (includes its stay-in-place move),
  // cannot battle (moved too far or entered no-battle terrain), battles made.
  std::vector<Hex> ordered, moved, no_battle;
  std::map<Hex, int> battled;
  std::map<Hex, std::string> terrain;  // forest hill town hedgerow beach ocean; absent = clear
  std::vector<NeutralObstacle> obstacles;
  std::vector<std::string> hands[2];   // labels, the card in play excluded
  int deck = 0;                        // cards left in the draw pile
  std::vector<std::string> discard;    // labels
  int medals_allies = 0, medals_axis = 0, medals_to_win = 0;
  // pending decision (phase-specific)
  Hex pending_unit, pending_to;        // retreat: unit; take_ground: unit, to; overrun: unit
  int pending_flags = 0;               // retreat: flags of the roll
  bool overrun_allowed = false;        // take_ground
  int targets_max = 0, targets_dice = 0;  // targets (Air Power / Barrage)
  bool stars_hit = false;
  std::vector<std::string> keep_cards;    // keep: the 2 drawn labels

  const NeutralUnit* UnitAt(Hex h) const;
  std::string TerrainAt(Hex h) const;  // "clear" when none
};

struct NeutralPosition {
  int game = 0, step = 0, line = 0;  // line: 1-based line number in the file
  std::string scenario;              // ST02 | ST03 (the peer's codes)
  NeutralState state;
  std::vector<NeutralMove> legal;    // sorted, distinct (the driver's order)
  NeutralMove chosen;
  bool truncated_sets = false;       // the driver stopped enumerating ORDER/target sets
  // Context carried from earlier lines of the same game:
  std::vector<std::string> play_dice;  // faces rolled when this turn's card was played (TFH)
  std::optional<NeutralMove> cause;    // retreat / take_ground / overrun: the battle before it
  std::vector<std::vector<std::string>> cause_rolls;  // the rolls of that battle (one per target)
  std::map<Hex, int> hexes_moved;      // this turn: hexes each unit moved (by the driver's moves)
};

// Parses "Probe center" / "Air Power" into card and section ("" for tactic cards).
void SplitLabel(const std::string& label, std::string* card, std::string* section);

class DumpReader {
 public:
  DumpReader() = default;
  ~DumpReader();
  DumpReader(const DumpReader&) = delete;
  DumpReader& operator=(const DumpReader&) = delete;

  // Opens a dump (plain or gzip JSON lines). False with *error on failure.
  bool Open(const std::string& path, std::string* error);
  // The next decision line; setup, final, truncated and error lines update the context and are
  // skipped. False at the end (error empty) or on a malformed line (error names line and field).
  bool Next(NeutralPosition* out, std::string* error);
  // Lines of the kinds the reader skips, for the report.
  int games_started() const { return games_started_; }
  int games_finished() const { return games_finished_; }
  int error_lines() const { return error_lines_; }
  const std::string& path() const { return path_; }

 private:
  bool ReadLine(std::string* line);

  void* file_ = nullptr;  // gzFile
  std::string path_;
  int line_ = 0;
  int games_started_ = 0, games_finished_ = 0, error_lines_ = 0;
  int game_ = -1;
  std::vector<std::string> play_dice_;
  std::optional<NeutralMove> last_battle_;
  std::vector<std::vector<std::string>> last_rolls_;
  std::map<Hex, int> hexes_moved_;
};

}  // namespace arbiter::memoir44::peer

#endif  // ARBITER_ENGINES_MEMOIR44_TESTING_PEER_NEUTRAL_H_
