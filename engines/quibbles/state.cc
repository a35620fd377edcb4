// DecodeState / EncodeState (state.h): the payload to the native State and back, one function
// per section of the payload (options, randomness, seats, piles, turn, pending draws).
#include "engines/quibbles/state.h"

#include <string>

#include "absl/strings/str_cat.h"
#include "engines/core/envelope.h"
#include "engines/quibbles/scratch.h"

namespace arbiter {
namespace quibbles {
namespace {

constexpr const char* kValueFields[kValues] = {"ones", "twos", "threes", "fours", "fives", "sixes"};
constexpr absl::string_view kRoot = "state.payload.";
absl::Status Bad(absl::string_view field, absl::string_view what) {
  return absl::InvalidArgumentError(absl::StrCat(kRoot, field, ": ", what));
}

// Each count in 0..deck count of its value. The field path ("seats[<seat>].<name>", or
// "<name>" when seat < 0) is only built for an error.
absl::Status DecodeCounts(const pb::CardCounts& c, int seat, absl::string_view name,
                          Counts* out) {
  *out = FromProto(c);
  for (int i = 0; i < kValues; ++i) {
    if ((*out)[i] < 0 || (*out)[i] > kDeck[i]) {
      const std::string field = seat < 0 ? std::string(name)
                                         : absl::StrCat("seats[", seat, "].", name);
      return Bad(absl::StrCat(field, ".", kValueFields[i]),
                 absl::StrCat((*out)[i], " is outside 0..", kDeck[i]));
    }
  }
  return absl::OkStatus();
}

std::string SeatField(int seat, absl::string_view name) {
  return absl::StrCat("seats[", seat, "].", name);
}

std::string StepField(int step, absl::string_view name) {
  return absl::StrCat("pending_steps[", step, "]", name);
}

// ---- Decoding, section by section.

absl::Status DecodeOptions(const pb::Options& o, Options* out) {
  if (o.edition() != pb::EDITION_BGA_2023) {
    return Bad("options.edition", "must be EDITION_BGA_2023");
  }
  if (o.stash_surplus() != pb::STASH_SURPLUS_DISCARD_ALL &&
      o.stash_surplus() != pb::STASH_SURPLUS_KEEP_SURPLUS) {
    return Bad("options.stash_surplus", "must be DISCARD_ALL or KEEP_SURPLUS");
  }
  out->allow_empty_take = o.allow_empty_take();
  out->keep_surplus = o.stash_surplus() == pb::STASH_SURPLUS_KEEP_SURPLUS;
  out->win_requires_six_cards = o.win_requires_six_cards();
  return absl::OkStatus();
}

absl::Status DecodeRandomness(const pb::State& p, State* s) {
  switch (p.randomness_mode()) {
    case v1::RANDOMNESS_MODE_UNSPECIFIED:
    case v1::RANDOMNESS_MODE_SEEDED:
      s->external = false;
      break;
    case v1::RANDOMNESS_MODE_EXTERNAL:
      s->external = true;
      break;
    default:
      return Bad("randomness_mode", absl::StrCat("unknown value ", p.randomness_mode()));
  }
  s->rng_state = p.rng_state();
  return absl::OkStatus();
}

absl::Status DecodeSeats(const pb::State& p, State* s) {
  if (p.seats_size() < kMinSeats || p.seats_size() > kMaxSeats) {
    return Bad("seats", absl::StrCat(p.seats_size(), " seats, expected ", kMinSeats, "..",
                                     kMaxSeats));
  }
  s->seat_count = p.seats_size();
  for (int i = 0; i < s->seat_count; ++i) {
    const pb::Seat& seat = p.seats(i);
    ARBITER_RETURN_IF_ERROR(DecodeCounts(seat.hand(), i, "hand", &s->hands[i]));
    if (seat.hand_size() != CardTotal(s->hands[i])) {
      return Bad(SeatField(i, "hand_size"), absl::StrCat(seat.hand_size(), " but the hand holds ",
                                                         CardTotal(s->hands[i]), " cards"));
    }
    ARBITER_RETURN_IF_ERROR(DecodeCounts(seat.collection(), i, "collection", &s->collections[i]));
  }
  return absl::OkStatus();
}

absl::Status DecodePiles(const pb::State& p, State* s) {
  ARBITER_RETURN_IF_ERROR(DecodeCounts(p.row(), -1, "row", &s->row));
  ARBITER_RETURN_IF_ERROR(DecodeCounts(p.discard_pile(), -1, "discard_pile", &s->discard));
  ARBITER_RETURN_IF_ERROR(DecodeCounts(p.draw_pile(), -1, "draw_pile", &s->draw));
  if (p.draw_pile_size() != CardTotal(s->draw)) {
    return Bad("draw_pile_size", absl::StrCat(p.draw_pile_size(), " but the draw pile holds ",
                                              CardTotal(s->draw), " cards"));
  }
  return absl::OkStatus();
}

absl::Status DecodeTurn(const pb::State& p, State* s) {
  s->current_seat = p.current_seat();
  switch (p.phase()) {
    case pb::PHASE_MAIN_ACTION:
    case pb::PHASE_STASH_OR_END:
    case pb::PHASE_DRAWING:
    case pb::PHASE_FINISHED:
      s->phase = static_cast<Phase>(p.phase());
      break;
    default:
      return Bad("phase", absl::StrCat("unknown or unset value ", p.phase()));
  }
  s->winner = -1;
  if (p.has_winner()) {
    if (p.winner() < 0 || p.winner() >= s->seat_count) {
      return Bad("winner", absl::StrCat(p.winner(), " is not a seat of ", s->seat_count));
    }
    s->winner = p.winner();
  }
  return absl::OkStatus();
}

absl::Status DecodeStep(const pb::PendingStep& step, int k, int seat_count, PendingStep* out) {
  out->seat = step.seat();
  out->count = step.count();
  switch (step.kind()) {
    case pb::PENDING_KIND_DRAW_TO_ROW:
      out->kind = PendingKind::kDrawToRow;
      if (step.seat() != 0) return Bad(StepField(k, ".seat"), "must be 0 for a row draw");
      break;
    case pb::PENDING_KIND_DRAW_TO_HAND:
      out->kind = PendingKind::kDrawToHand;
      if (step.seat() < 0 || step.seat() >= seat_count) {
        return Bad(StepField(k, ".seat"), absl::StrCat(step.seat(), " is not a seat of ",
                                                       seat_count));
      }
      break;
    case pb::PENDING_KIND_DISCARD_HANDS:
      out->kind = PendingKind::kDiscardHands;
      if (step.seat() != 0 || step.count() != 0) {
        return Bad(StepField(k, ""), "a DISCARD_HANDS step has seat 0 and count 0");
      }
      return absl::OkStatus();
    default:
      return Bad(StepField(k, ".kind"), absl::StrCat("unknown or unset value ", step.kind()));
  }
  if (step.count() < 1 || step.count() > kHandSize) {
    return Bad(StepField(k, ".count"), absl::StrCat(step.count(), " is outside 1..6"));
  }
  return absl::OkStatus();
}

absl::Status DecodePending(const pb::State& p, State* s) {
  if (p.pending_steps_size() > kMaxPending) {
    return Bad("pending_steps", absl::StrCat(p.pending_steps_size(), " steps, at most ",
                                             kMaxPending));
  }
  switch (p.after_drawing()) {
    case pb::AFTER_DRAWING_UNSPECIFIED:
    case pb::AFTER_DRAWING_FIRST_TURN:
    case pb::AFTER_DRAWING_STASH_OR_END:
    case pb::AFTER_DRAWING_NEXT_TURN:
      s->after = static_cast<AfterDrawing>(p.after_drawing());
      break;
    default:
      return Bad("after_drawing", absl::StrCat("unknown value ", p.after_drawing()));
  }
  for (int k = 0; k < p.pending_steps_size(); ++k) {
    ARBITER_RETURN_IF_ERROR(DecodeStep(p.pending_steps(k), k, s->seat_count, &s->pending[k]));
  }
  s->pending_begin = 0;
  s->pending_end = p.pending_steps_size();
  return absl::OkStatus();
}

// ---- Encoding, section by section (into a message that may hold the last call's fields).

void EncodeOptions(const Options& o, pb::Options* out) {
  out->set_edition(pb::EDITION_BGA_2023);
  out->set_allow_empty_take(o.allow_empty_take);
  out->set_stash_surplus(o.keep_surplus ? pb::STASH_SURPLUS_KEEP_SURPLUS
                                        : pb::STASH_SURPLUS_DISCARD_ALL);
  out->set_win_requires_six_cards(o.win_requires_six_cards);
}

// Seats already there are overwritten field by field, the rest removed.
void EncodeSeats(const State& s, int viewer, pb::State* out) {
  google::protobuf::RepeatedPtrField<pb::Seat>* seats = out->mutable_seats();
  const int seat_count = s.seat_count < 0 ? 0 : s.seat_count;
  while (seats->size() > seat_count) seats->RemoveLast();
  for (int p = 0; p < seat_count; ++p) {
    pb::Seat* seat = p < seats->size() ? seats->Mutable(p) : seats->Add();
    if (viewer == kFullState || p == viewer) {
      ToProto(s.hands[p], seat->mutable_hand());
    } else {
      seat->clear_hand();  // hand_size stays (Q11)
    }
    seat->set_hand_size(CardTotal(s.hands[p]));
    ToProto(s.collections[p], seat->mutable_collection());
  }
}

void EncodePiles(const State& s, int viewer, pb::State* out) {
  ToProto(s.row, out->mutable_row());
  ToProto(s.discard, out->mutable_discard_pile());
  if (viewer == kFullState) {
    ToProto(s.draw, out->mutable_draw_pile());
  } else {
    out->clear_draw_pile();  // draw_pile_size stays (Q11)
  }
  out->set_draw_pile_size(CardTotal(s.draw));
}

// Turn and pending steps; steps already there are overwritten, the rest removed.
void EncodeTurn(const State& s, pb::State* out) {
  out->set_current_seat(s.current_seat);
  out->set_phase(static_cast<pb::Phase>(static_cast<int>(s.phase)));
  out->set_after_drawing(static_cast<pb::AfterDrawing>(static_cast<int>(s.after)));
  google::protobuf::RepeatedPtrField<pb::PendingStep>* steps = out->mutable_pending_steps();
  const int step_count = s.pending_end > s.pending_begin ? s.pending_end - s.pending_begin : 0;
  while (steps->size() > step_count) steps->RemoveLast();
  for (int k = 0; k < step_count; ++k) {
    pb::PendingStep* step = k < steps->size() ? steps->Mutable(k) : steps->Add();
    const PendingStep& native = s.pending[s.pending_begin + k];
    step->set_kind(static_cast<pb::PendingKind>(static_cast<int>(native.kind)));
    step->set_seat(native.seat);
    step->set_count(native.count);
  }
  if (s.phase == Phase::kFinished) {
    out->set_winner(s.winner);
  } else {
    out->clear_winner();
  }
}

// Payloads longer than this (an ordinary state is under 300 bytes; only a broken or hostile
// one is this large) are parsed into a message of their own that dies with the call, so the
// per-thread arena does not keep their garbage.
constexpr size_t kReuseLimitBytes = 16 * 1024;

const std::string& StateTypeUrl() {
  static const std::string* const url =
      new std::string("type.googleapis.com/" + pb::State::descriptor()->full_name());
  return *url;
}

}  // namespace

Counts FromProto(const pb::CardCounts& c) {
  return {c.ones(), c.twos(), c.threes(), c.fours(), c.fives(), c.sixes()};
}

void ToProto(const Counts& c, pb::CardCounts* out) {
  out->set_ones(c[0]);
  out->set_twos(c[1]);
  out->set_threes(c[2]);
  out->set_fours(c[3]);
  out->set_fives(c[4]);
  out->set_sixes(c[5]);
}

absl::Status DecodeState(const v1::GameInfo& info, const v1::GameState& state, State* out) {
  ARBITER_RETURN_IF_ERROR(CheckEnvelope(info, state));
  const std::string& bytes = state.payload().value();
  if (bytes.size() > kReuseLimitBytes) {
    pb::State own;
    if (!own.ParseFromString(bytes)) {
      return absl::InvalidArgumentError("state.payload: not a parsable " + info.state_type());
    }
    return DecodePayload(own, out);
  }
  pb::State* s = ParsedState();
  if (!s->ParseFromString(bytes)) {
    return absl::InvalidArgumentError("state.payload: not a parsable " + info.state_type());
  }
  return DecodePayload(*s, out);
}

absl::Status DecodePayload(const pb::State& payload, State* out) {
  State s;
  ARBITER_RETURN_IF_ERROR(DecodeOptions(payload.options(), &s.options));
  ARBITER_RETURN_IF_ERROR(DecodeRandomness(payload, &s));
  ARBITER_RETURN_IF_ERROR(DecodeSeats(payload, &s));
  ARBITER_RETURN_IF_ERROR(DecodePiles(payload, &s));
  ARBITER_RETURN_IF_ERROR(DecodeTurn(payload, &s));
  ARBITER_RETURN_IF_ERROR(DecodePending(payload, &s));
  ARBITER_RETURN_IF_ERROR(CheckState(s));
  *out = s;
  return absl::OkStatus();
}

void EncodePayload(const State& s, int viewer, pb::State* out) {
  EncodeOptions(s.options, out->mutable_options());
  out->set_randomness_mode(s.external ? v1::RANDOMNESS_MODE_EXTERNAL
                                      : v1::RANDOMNESS_MODE_SEEDED);
  out->set_rng_state(viewer == kFullState ? s.rng_state : 0);
  EncodeSeats(s, viewer, out);
  EncodePiles(s, viewer, out);
  EncodeTurn(s, out);
}

pb::State EncodePayload(const State& s) {
  pb::State out;
  EncodePayload(s, kFullState, &out);
  return out;
}

v1::GameState EncodeState(const v1::GameInfo& info, const State& s) {
  return EncodeView(info, s, kFullState);
}

v1::GameState EncodeView(const v1::GameInfo& info, const State& s, int viewer) {
  pb::State* payload = BuiltState();
  EncodePayload(s, viewer, payload);  // overwrites what the last call left
  v1::GameState state;
  state.set_game_id(info.game_id());
  state.set_rules_version(info.rules_version());
  state.set_state_format_version(info.state_format_version());
  google::protobuf::Any* any = state.mutable_payload();
  any->set_type_url(StateTypeUrl());
  payload->SerializeToString(any->mutable_value());
  return state;
}

}  // namespace quibbles
}  // namespace arbiter
