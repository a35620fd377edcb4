#include "engines/ticket_to_ride_europe/ticket_to_ride_europe.h"

#include <algorithm>
#include <memory>
#include <string>

#include "absl/strings/str_cat.h"
#include "engines/core/arena.h"
#include "engines/core/envelope.h"
#include "engines/core/game_info_builder.h"
#include "engines/core/setup_options.h"
#include "engines/core/thread_scratch.h"
#include "engines/core/violation.h"
#include "engines/ticket_to_ride_europe/options.h"
#include "engines/ticket_to_ride_europe/position.h"
#include "engines/ticket_to_ride_europe/rules.h"
#include "engines/ticket_to_ride_europe/view.h"
#include "engines/ticket_to_ride_europe/violations.h"

namespace arbiter::ticket_to_ride_europe {
namespace {

// The parsed payload and the payload being built (only ever written by EncodeStateReusing /
// ViewOfReusing, never parsed into, as they require), on one arena that is reset past 256 KiB
// (engines/core/thread_scratch.h): every parse starts with protobuf's Clear, which deletes a
// heap message's singular submessages (options, card counts, hands, ...) for the parse to make
// them again; on an arena both are pointer bumps, and repeated fields and repeated submessages
// keep their capacity as on the heap. What Clear drops stays in the arena until the reset (a few
// hundred calls). A message from it is valid until the next Fresh/Kept on the same set.
enum Slot { kParsed, kBuilt };
using Messages = ThreadScratch<256 * 1024, pb::State, pb::State>;

// Per-thread working storage of one engine call: the messages above, the loaded native state,
// and CheckAtRest's probe copy. They are reused call after call, so their vectors, repeated
// fields and submessages keep their capacity: loading, checking and rebuilding a state of
// ordinary size takes nothing from the heap. Engine calls never nest, so one set per thread is
// enough; nothing returned to a caller points into it. A payload over kReuseLimitBytes
// (ordinary states are under 2 KiB; only a broken or hostile one is this large) gets a set of
// its own that dies with the call, so no thread keeps a large capacity.
struct Scratch {
  Messages messages;
  State s;
  State probe;
};
inline constexpr size_t kReuseLimitBytes = 16 * 1024;

class CallScratch {
 public:
  explicit CallScratch(const v1::GameState& state) {
    if (state.payload().value().size() > kReuseLimitBytes) own_ = std::make_unique<Scratch>();
  }
  Scratch& get() {
    if (own_ != nullptr) return *own_;
    thread_local Scratch per_thread;
    return per_thread;
  }

 private:
  std::unique_ptr<Scratch> own_;
};

// Parses, converts and checks `state` into `x.s` (the map is returned). Every call path from a
// request goes through here before any rule runs.
absl::StatusOr<const Map*> Load(const v1::GameInfo& info, const v1::GameState& state,
                                Scratch& x) {
  absl::StatusOr<const Map*> map = LoadMap();
  if (!map.ok()) return map.status();
  pb::State* parsed = x.messages.Kept<kParsed>();  // the parse clears it
  ARBITER_RETURN_IF_ERROR(UnpackState(info, state, parsed));
  ARBITER_RETURN_IF_ERROR(DecodeState(**map, *parsed, state.state_format_version(), &x.s));
  ARBITER_RETURN_IF_ERROR(CheckState(**map, x.s));
  ARBITER_RETURN_IF_ERROR(CheckAtRest(**map, x.s, x.probe));
  return *map;
}

// The envelope of `s`, its payload built in `built` (new, or Scratch's kBuilt).
v1::GameState PackS(const v1::GameInfo& info, const State& s, pb::State& built) {
  EncodeStateReusing(s, &built);
  return PackState(info, built);
}

}  // namespace

TicketToRideEurope::TicketToRideEurope() {
  GameInfoBuilder info(kGameId, "Ticket to Ride: Europe", 2, 5, "ticket_to_ride_europe/2005.1");
  info.Messages<pb::State, pb::Action, pb::Event>().StateFormats(kStateFormat, kOldestStateFormat);
  AddOptions(info);
  info.SharedViolations(kTurnRuleRef, kGameOverRuleRef).Violations(kViolations);
  info_ = info.Build();
}

absl::StatusOr<NewGameResult> TicketToRideEurope::NewGame(const v1::GameSetup& setup) const {
  absl::StatusOr<const Map*> map = LoadMap();
  if (!map.ok()) return map.status();
  absl::StatusOr<SetupOptions> opts = CheckedOptions(info_, setup);
  if (!opts.ok()) return opts.status();
  absl::StatusOr<pb::Options> options = ParseOptions(*opts);
  if (!options.ok()) return options.status();
  State s = EmptyGame(**map, *options, setup.seat_count(), setup.first_seat(),
                      setup.randomness().mode() == v1::RANDOMNESS_MODE_EXTERNAL,
                      setup.randomness().seed());
  NewGameResult r;
  Ctx c{**map, s, &r.events};
  Advance(c);
  ScratchArena arena;  // NewGame is rare: a fresh message, not the per-thread one
  r.state = PackS(info_, s, *arena.Create<pb::State>());
  r.turn = TurnOf(**map, s);
  return r;
}

absl::StatusOr<ApplyResult> TicketToRideEurope::Apply(const v1::GameState& state, int actor,
                                                      const google::protobuf::Any& action) const {
  CallScratch scratch(state);
  Scratch& x = scratch.get();
  absl::StatusOr<const Map*> map = Load(info_, state, x);
  if (!map.ok()) return map.status();
  State& s = x.s;
  ApplyResult r;
  r.events.reserve(8);  // an action's events (usually 1-4) without regrowing the vector
  Ctx c{**map, s, &r.events};
  absl::StatusOr<Verdict> v = ApplyWire(c, actor, action);
  if (!v.ok()) return v.status();
  if (*v) return Illegal(**v);
  r.legal = true;
  r.state = PackS(info_, s, *x.messages.Kept<kBuilt>());
  r.turn = TurnOf(**map, s);
  return r;
}

absl::StatusOr<std::vector<google::protobuf::Any>> TicketToRideEurope::LegalActions(
    const v1::GameState& state, int actor) const {
  CallScratch scratch(state);
  Scratch& x = scratch.get();
  absl::StatusOr<const Map*> map = Load(info_, state, x);
  if (!map.ok()) return map.status();
  const State& s = x.s;
  ARBITER_RETURN_IF_ERROR(CheckActor(actor, s.seat_count));
  thread_local std::vector<Move> moves;  // keeps its capacity from call to call
  ListMoves(**map, s, actor, &moves);
  ScratchArena arena;  // the action being packed: no heap allocation per action
  pb::Action* a = google::protobuf::Arena::CreateMessage<pb::Action>(arena.get());
  static const std::vector<int>* const kNoTickets = new std::vector<int>();
  const std::vector<int>& offered = actor >= 0 ? s.players[actor].offered : *kNoTickets;
  std::vector<google::protobuf::Any> out;
  out.reserve(moves.size());
  for (const Move& m : moves) {
    a->Clear();
    ToAction(m, offered, a);
    PackInto(*a, &out.emplace_back());
  }
  return out;
}

absl::StatusOr<v1::GameState> TicketToRideEurope::View(const v1::GameState& state,
                                                       int viewer) const {
  CallScratch scratch(state);
  Scratch& x = scratch.get();
  absl::StatusOr<const Map*> map = Load(info_, state, x);
  if (!map.ok()) return map.status();
  ARBITER_RETURN_IF_ERROR(CheckViewer(viewer, x.s.seat_count));
  pb::State* built = x.messages.Kept<kBuilt>();
  ViewOfReusing(x.s, viewer, built);
  return PackState(info_, *built);
}

absl::Status TicketToRideEurope::Check(const v1::GameState& state) const {
  CallScratch scratch(state);
  return Load(info_, state, scratch.get()).status();
}

absl::StatusOr<v1::TurnStatus> TicketToRideEurope::Turn(const v1::GameState& state) const {
  CallScratch scratch(state);
  Scratch& x = scratch.get();
  absl::StatusOr<const Map*> map = Load(info_, state, x);
  if (!map.ok()) return map.status();
  return TurnOf(**map, x.s);
}

absl::StatusOr<v1::GameState> TicketToRideEurope::ResampleHidden(const v1::GameState& state,
                                                                 int viewer,
                                                                 uint64_t seed) const {
  CallScratch scratch(state);
  Scratch& x = scratch.get();
  absl::StatusOr<const Map*> map = Load(info_, state, x);
  if (!map.ok()) return map.status();
  ARBITER_RETURN_IF_ERROR(CheckViewer(viewer, x.s.seat_count));
  const State resampled = Resample(**map, x.s, viewer, seed);
  return PackS(info_, resampled, *x.messages.Kept<kBuilt>());
}

void Register(Registry& registry) {
  // Ignoring ALREADY_EXISTS keeps a second registration harmless.
  (void)registry.Register(std::make_unique<TicketToRideEurope>());
}

absl::StatusOr<std::unique_ptr<Position>> TicketToRideEurope::DecodePosition(
    const v1::GameState& state) const {
  return MakePosition(info_, state);
}

}  // namespace arbiter::ticket_to_ride_europe
