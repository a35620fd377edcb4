// The native form of a Memoir '44 state (rules.md M4, M16, M17, M18), its decoding from and
// encoding to the proto State (memoir44.proto), and the invariant check behind Game::Check.
//
//   absl::Status st = DecodeState(scenario, proto_state, format, &s);  // INVALID_ARGUMENT
//                                        // "state.payload.<field>: ...", CheckState included
//   pb::State out = EncodeState(s);      // state format 2 (kStateFormat)
//
// The board is the scenario's (scenario.h): State::scenario points at it for the length of a
// call. Units are a small vector; `unit_at` maps a hex to its unit's index (kNoUnit empty).
// Cards are card ids 1..60 (cards.h); piles and hands are small vectors of ids.
//
// Foundation by the lead; m44board owns state.cc / check.cc. A field added here by a helper goes
// in that helper's marked block at the end of State.
#ifndef ARBITER_ENGINES_MEMOIR44_STATE_H_
#define ARBITER_ENGINES_MEMOIR44_STATE_H_

#include <algorithm>
#include <array>
#include <cstdint>
#include <vector>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/types/span.h"
#include "arbiter/games/memoir44/v1/memoir44.pb.h"
#include "engines/memoir44/board.h"
#include "engines/memoir44/scenario.h"

namespace arbiter::memoir44 {

// The payload layout written (GameInfo.state_format_version) and the oldest one read: format 2
// packs units and obstacles into byte records (memoir44.proto, state_bytes.h), format 1 has them
// as messages.
inline constexpr uint32_t kStateFormat = 2;
inline constexpr uint32_t kOldestStateFormat = 1;
inline constexpr int kCardCount = 60;
inline constexpr int8_t kNoUnit = -1;
// The most rolls one action can make (pb::State.last_rolls): an Ambush and its battle, four Air
// Power targets, with room to spare.
inline constexpr int kMaxRolls = 16;

// M1, M15: the full strength of a unit (infantry 4, French Resistance 3, armor 3, elite armor 4,
// artillery 2).
int FullStrength(pb::UnitType type, pb::Badge badge);
struct Unit;
// M6 Medics & Mechanics: the figures `u` started the game with (its full strength unless the
// scenario or airdrop set it up below).
int StartingStrength(const Unit& u);

struct Unit {
  HexId hex = kNoHex;
  int8_t seat = 0;  // owner: 0 = player1, 1 = player2
  pb::UnitType type = pb::UNIT_TYPE_INFANTRY;
  pb::Badge badge = pb::BADGE_UNSPECIFIED;
  int8_t figures = 0;  // 1..FullStrength, and at most StartingStrength
  // M6 Medics & Mechanics: the figures it started the game with when below full strength
  // (pb::Unit.starting_figures); 0 = full strength. StartingStrength resolves it.
  int8_t starting = 0;
  // This turn (pb::UnitTurn).
  bool ordered = false;
  bool move_done = false;
  bool battle_forbidden = false;
  bool second_move = false;
  int8_t hexes_moved = 0;
  int8_t battles = 0;
  int8_t bonus_dice = 0;
};

struct Player {
  pb::Side side = pb::SIDE_UNSPECIFIED;
  std::vector<int8_t> hand;  // card ids
  int medals = 0;            // elimination_medals + objective medals held
  int elimination_medals = 0;
  int last_card = 0;  // M7
  pb::Section last_section = pb::SECTION_UNSPECIFIED;
};

// pb::Battle in native form.
struct Battle {
  pb::Battle::Kind kind = pb::Battle::KIND_UNSPECIFIED;
  HexId attacker = kNoHex;
  HexId target = kNoHex;
  int dice = 0;
  int range = 0;
  std::vector<pb::DieFace> roll;
  int flags = 0;
  bool may_ignore_flag = false;
  // KIND_AMBUSH: the attacker's declared battle that waits (kind, dice, range, target).
  bool has_declared = false;
  pb::Battle::Kind declared_kind = pb::Battle::KIND_UNSPECIFIED;
  int declared_dice = 0;
  int declared_range = 0;
  std::vector<HexId> targets_left;  // Air Power
  HexId vacated = kNoHex;           // M14
};

struct State {
  // The common fields (engines/README.md).
  pb::Options options;
  int seat_count = 2;
  int first_seat = 0;
  int current_seat = 0;  // the active seat (State.active_seat)
  bool external = false;
  uint64_t rng_state = 0;

  const Scenario* scenario = nullptr;  // the board; never null in a decoded state

  std::array<Player, 2> players;
  pb::Phase phase = pb::PHASE_SETUP;

  std::vector<Unit> units;
  std::array<int8_t, kHexCount> unit_at;  // index into `units`, kNoUnit when empty
  std::array<pb::Obstacle, kHexCount> obstacle{};
  std::array<pb::Side, kHexCount> obstacle_side{};

  std::vector<int8_t> draw_pile;  // SEEDED: top first; EXTERNAL: ascending ids
  std::vector<int8_t> discard_pile;

  int card_in_play = 0;
  pb::Section section = pb::SECTION_UNSPECIFIED;
  int effective_card = 0;
  int finest_hour_infantry = 0;
  int finest_hour_armor = 0;
  int finest_hour_any = 0;
  std::vector<int8_t> recon_drawn;

  bool has_battle = false;
  Battle battle;

  std::vector<pb::Side> objective_holder;  // by Scenario::objectives index

  pb::Chance chance = pb::CHANCE_UNSPECIFIED;
  int chance_dice = 0;
  int chance_seat = 0;
  std::array<int, 2> cards_to_deal{};

  int winner = -1;  // PHASE_GAME_OVER: the winning seat, -1 a draw

  // pb::State.last_rolls, flattened: the faces of every roll of the last action in order, and
  // each roll's number of dice (at most kMaxRolls rolls). Cleared at the start of each action;
  // RecordRoll adds one, in face order (the dice of a roll are a multiset: outcomes given in
  // another order reach the same state), and returns it so the DiceRolled event says the same.
  std::vector<pb::DieFace> last_roll_faces;
  std::vector<int8_t> last_roll_sizes;
  absl::Span<const pb::DieFace> RecordRoll(absl::Span<const pb::DieFace> faces) {
    const size_t from = last_roll_faces.size();
    last_roll_faces.insert(last_roll_faces.end(), faces.begin(), faces.end());
    std::sort(last_roll_faces.begin() + from, last_roll_faces.end());
    last_roll_sizes.push_back(static_cast<int8_t>(faces.size()));
    return absl::MakeConstSpan(last_roll_faces).subspan(from);
  }

  // M3 Mortain's Hill 317: the Recon in play is played as Air Power (pb::State
  // .recon_as_air_power); EffectiveKind is then Air Power.
  bool recon_air_power = false;

  // ---- m44board fields ----
  // ---- m44turn fields ----
  // ---- m44combat fields ----

  State() { unit_at.fill(kNoUnit); }
  const Unit* UnitAt(HexId h) const {
    return h == kNoHex || unit_at[h] == kNoUnit ? nullptr : &units[unit_at[h]];
  }
  Unit* UnitAt(HexId h) {
    return h == kNoHex || unit_at[h] == kNoUnit ? nullptr : &units[unit_at[h]];
  }
  // Rebuilds unit_at from units (after a unit is removed).
  void IndexUnits() {
    unit_at.fill(kNoUnit);
    for (size_t i = 0; i < units.size(); ++i) unit_at[units[i].hex] = static_cast<int8_t>(i);
  }
};

// The proto payload in state format `format` (kOldestStateFormat..kStateFormat) into `out`
// (entirely replaced), each field range-checked and then CheckState run (INVALID_ARGUMENT
// "state.payload.<field>: ...", the field named as that format names it; a field of the other
// format is refused). `scenario` is the game's (GameState.content). Without `format`: the
// current one.
absl::Status DecodeState(const Scenario& scenario, const pb::State& state, uint32_t format,
                         State* out);
absl::Status DecodeState(const Scenario& scenario, const pb::State& state, State* out);
// The proto back, in state format kStateFormat; equal states give byte-identical protos
// (units and obstacles by (row, col)).
void EncodeState(const State& s, pb::State* out);
pb::State EncodeState(const State& s);
// Every invariant (INVALID_ARGUMENT naming the field): one unit per hex, figures 1..full,
// every card exactly once in hands, piles, play and Recon's pair, hand sizes, medals and
// the medals recomputed, the phase's own fields. Errors name fields as state format `format`
// does (units[i] or unit_bytes[i]).
absl::Status CheckState(const State& s, uint32_t format = kStateFormat);

}  // namespace arbiter::memoir44

#endif  // ARBITER_ENGINES_MEMOIR44_STATE_H_
