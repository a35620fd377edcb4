// Fuzz target: one game engine (ARBITER_FUZZ_GAME, a registered game id, set per binary by
// tests/fuzz/CMakeLists.txt) facing an untrusted state and action, through every method a
// request reaches: Check, Turn, View, ResampleHidden, LegalActions and Apply.
//
// Input (fuzz_input.h):
//   byte     control: bits 0-2 the actor, value-1 (kChance, seats 0..6);
//                     bit 3 the state part is a whole serialized arbiter.v1.GameState
//                     (else: the game's own State payload, put in a correct envelope);
//                     bit 4 the action part is a whole serialized google.protobuf.Any
//                     (else: the game's own Action message, packed with its type);
//                     bits 5-7 the ResampleHidden seed.
//   chunk    the state part;
//   rest     the action part.
// The envelope-free forms let the fuzzer spend its time inside the engine's own parsing and
// rules rather than on rediscovering game ids and type URLs.
//
// Properties (beyond "no crash, no sanitizer report, no timeout, no runaway memory"):
//   - a state that passes Check: every listed legal action (the first 8) is accepted by Apply
//     as legal (the listing/Apply agreement the conformance suite checks on reachable states);
//   - a state that passes Check and a legal Apply: the next state passes Check too (Turn and
//     View then run on it).
#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

#include "absl/strings/str_cat.h"
#include "engines/all_games.h"
#include "engines/core/game.h"
#include "tests/fuzz/fuzz_check.h"
#include "tests/fuzz/fuzz_input.h"

#ifndef ARBITER_FUZZ_GAME
#error "ARBITER_FUZZ_GAME must name the game this target fuzzes"
#endif

namespace arbiter::fuzz {
namespace {

constexpr int kListedActionsApplied = 8;

const Game& TheGame() {
  static const Game* game = [] {
    const Game* g = DefaultRegistry().Find(ARBITER_FUZZ_GAME);
    if (g == nullptr) Broken(absl::StrCat("game not registered: ", ARBITER_FUZZ_GAME));
    return g;
  }();
  return *game;
}

void Run(const uint8_t* data, size_t size) {
  const Game& game = TheGame();
  const v1::GameInfo& info = game.Info();
  FuzzInput in(data, size);
  const uint8_t control = in.TakeByte();
  const int actor = static_cast<int>(control & 0x07) - 1;
  const bool raw_state = control & 0x08;
  const bool raw_action = control & 0x10;
  const uint64_t seed = control >> 5;
  const absl::string_view state_part = in.TakeChunk();
  const absl::string_view action_part = in.Rest();

  v1::GameState state;
  if (raw_state) {
    if (!state.ParseFromArray(state_part.data(), static_cast<int>(state_part.size()))) return;
  } else {
    state.set_game_id(info.game_id());
    state.set_rules_version(info.rules_version());
    state.set_state_format_version(info.state_format_version());
    state.mutable_payload()->set_type_url("type.googleapis.com/" + info.state_type());
    state.mutable_payload()->set_value(std::string(state_part));
  }
  google::protobuf::Any action;
  if (raw_action) {
    if (!action.ParseFromArray(action_part.data(), static_cast<int>(action_part.size()))) return;
  } else {
    action.set_type_url("type.googleapis.com/" + info.action_type());
    action.set_value(std::string(action_part));
  }

  const bool valid = game.Check(state).ok();
  (void)game.Turn(state);
  (void)game.View(state, actor >= 0 ? actor : kSpectator);
  (void)game.ResampleHidden(state, actor >= 0 ? actor : kSpectator, seed);

  absl::StatusOr<std::vector<google::protobuf::Any>> legal = game.LegalActions(state, actor);
  if (valid && legal.ok()) {
    const size_t n = std::min<size_t>(legal->size(), kListedActionsApplied);
    for (size_t i = 0; i < n; ++i) {
      absl::StatusOr<ApplyResult> r = game.Apply(state, actor, (*legal)[i]);
      if (!r.ok()) Broken(absl::StrCat("listed action ", i, " is an Apply error"), r.status());
      if (!r->legal) {
        Broken(absl::StrCat("listed action ", i, " is illegal: ", r->violation.code(), " ",
                            r->violation.message()));
      }
    }
  }

  absl::StatusOr<ApplyResult> result = game.Apply(state, actor, action);
  if (!result.ok() || !result->legal) return;
  if (valid) {
    if (absl::Status s = game.Check(result->state); !s.ok()) {
      Broken("a legal Apply on a checked state gave a state that fails Check", s);
    }
  }
  (void)game.Turn(result->state);
  (void)game.View(result->state, actor >= 0 ? actor : kSpectator);
  (void)result->state.ByteSizeLong();
}

}  // namespace
}  // namespace arbiter::fuzz

extern "C" int LLVMFuzzerTestOneInput(const uint8_t* data, size_t size) {
  arbiter::fuzz::QuietProtobuf();
  arbiter::fuzz::Run(data, size);
  return 0;
}
