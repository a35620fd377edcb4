// Helpers every engine uses at its boundary: checking the GameState envelope, (un)packing the
// game's own payload and action messages, and validating a GameSetup against GameInfo.
// All errors follow game.h's convention (field path first); every caller string they quote
// (game id, rules version, type URL, option name and value) is escaped and cut (quote.h).
//
//   games::my_game::v1::State s;
//   ARBITER_RETURN_IF_ERROR(UnpackState(Info(), state, &s));   // "state.payload: ..."
//   games::my_game::v1::Action a;
//   ARBITER_RETURN_IF_ERROR(UnpackAction(action, &a));          // "action: ..."
//   v1::GameState next = PackState(Info(), s);
#ifndef ARBITER_ENGINES_CORE_ENVELOPE_H_
#define ARBITER_ENGINES_CORE_ENVELOPE_H_

#include <cstdint>
#include <map>
#include <string>

#include "absl/status/status.h"
#include "absl/status/statusor.h"
#include "absl/strings/str_cat.h"
#include "arbiter/v1/game_info.pb.h"
#include "arbiter/v1/game_state.pb.h"
#include "google/protobuf/any.pb.h"

// Returns from the enclosing function when `expr` (an absl::Status) is not OK.
#define ARBITER_RETURN_IF_ERROR(expr)                  \
  do {                                                 \
    ::absl::Status arbiter_status_ = (expr);           \
    if (!arbiter_status_.ok()) return arbiter_status_; \
  } while (0)

namespace arbiter {

// Checks game id, rules version (FAILED_PRECONDITION if unknown), state format version
// (FAILED_PRECONDITION "state.state_format_version: ..." naming the versions read, unless it
// is one of ReadableStateFormats(info)), payload type (INVALID_ARGUMENT "state.payload: ...")
// and the content the state names against the game's (CheckStateContent, content.h).
// A game reading more than one format looks at state.state_format_version to pick the layout.
absl::Status CheckEnvelope(const v1::GameInfo& info, const v1::GameState& state);

// The state format versions `info`'s game reads, oldest first: oldest_state_format_version
// ..state_format_version, or state_format_version alone when the oldest is 0 or not below it.
struct StateFormatRange {
  uint32_t oldest = 0;
  uint32_t current = 0;
  bool Contains(uint32_t v) const { return v >= oldest && v <= current; }
};
StateFormatRange ReadableStateFormats(const v1::GameInfo& info);

// CheckEnvelope, then parses the payload into `out` (INVALID_ARGUMENT when unparsable).
template <typename Msg>
absl::Status UnpackState(const v1::GameInfo& info, const v1::GameState& state, Msg* out) {
  ARBITER_RETURN_IF_ERROR(CheckEnvelope(info, state));
  if (!out->ParseFromString(state.payload().value())) {
    return absl::InvalidArgumentError("state.payload: not a parsable " + info.state_type());
  }
  return absl::OkStatus();
}

// Packs `msg` into `out`, byte for byte what Any::PackFrom gives ("type.googleapis.com/" +
// full name, then the serialized message), with the type URL built once per message type
// instead of once per call (hot in action listings and events).
template <typename Msg>
void PackInto(const Msg& msg, google::protobuf::Any* out) {
  static const std::string* const type_url =
      new std::string("type.googleapis.com/" + Msg::descriptor()->full_name());
  out->set_type_url(*type_url);
  msg.SerializeToString(out->mutable_value());
}

// The envelope for `payload` under this game's id and versions.
template <typename Msg>
v1::GameState PackState(const v1::GameInfo& info, const Msg& payload) {
  v1::GameState state;
  state.set_game_id(info.game_id());
  state.set_rules_version(info.rules_version());
  state.set_state_format_version(info.state_format_version());
  PackInto(payload, state.mutable_payload());
  return state;
}

// Checks the Any holds `Msg` (INVALID_ARGUMENT "action: expected type X, got Y") and parses it
// (INVALID_ARGUMENT "action: unparsable X").
absl::Status CheckAnyType(const google::protobuf::Any& any, const std::string& full_name,
                          absl::string_view field);
template <typename Msg>
absl::Status UnpackAction(const google::protobuf::Any& action, Msg* out) {
  const std::string& name = Msg::descriptor()->full_name();
  ARBITER_RETURN_IF_ERROR(CheckAnyType(action, name, "action"));
  if (!out->ParseFromString(action.value())) {
    return absl::InvalidArgumentError(absl::StrCat("action: unparsable ", name));
  }
  return absl::OkStatus();
}

// Packs a message into an Any (for actions and event details).
template <typename Msg>
google::protobuf::Any Pack(const Msg& msg) {
  google::protobuf::Any any;
  PackInto(msg, &any);
  return any;
}

// Validates a setup against the game: game_id matches, min_seats <= seat_count <= max_seats,
// 0 <= first_seat < seat_count, randomness mode known, every option known with an allowed
// value, and setup.content against the game's content (CheckSetupContent, content.h). Returns
// every option's effective value (defaults filled in), by name.
absl::StatusOr<std::map<std::string, std::string>> CheckSetup(const v1::GameInfo& info,
                                                              const v1::GameSetup& setup);

// INVALID_ARGUMENT when `actor` is neither kChance nor a seat in [0, seat_count).
absl::Status CheckActor(int actor, int seat_count);
// INVALID_ARGUMENT when `viewer` is neither kSpectator nor a seat in [0, seat_count).
absl::Status CheckViewer(int viewer, int seat_count);

}  // namespace arbiter

#endif  // ARBITER_ENGINES_CORE_ENVELOPE_H_
