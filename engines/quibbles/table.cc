#include "engines/quibbles/table.h"

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
absl::Status CheckCounts(const Counts& c, int seat, absl::string_view name, Counts* out) {
  *out = c;
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

absl::Status ParseTable(const v1::GameInfo& info, const v1::GameState& state, Table* out) {
  ARBITER_RETURN_IF_ERROR(CheckEnvelope(info, state));
  const std::string& bytes = state.payload().value();
  RawState raw;
  if (bytes.size() > kReuseLimitBytes) {
    pb::State own;
    if (!own.ParseFromString(bytes)) {
      return absl::InvalidArgumentError("state.payload: not a parsable " + info.state_type());
    }
    RawFromProto(own, &raw);
    return TableFromRaw(raw, out);
  }
  pb::State* s = ParsedState();
  if (!s->ParseFromString(bytes)) {
    return absl::InvalidArgumentError("state.payload: not a parsable " + info.state_type());
  }
  RawFromProto(*s, &raw);
  return TableFromRaw(raw, out);
}

v1::GameState PackTable(const v1::GameInfo& info, const Table& t) {
  return PackView(info, t, kFullState);
}

v1::GameState PackView(const v1::GameInfo& info, const Table& t, int viewer) {
  pb::State* s = BuiltState();
  ToProto(t, viewer, s);  // overwrites what the last call left
  v1::GameState state;
  state.set_game_id(info.game_id());
  state.set_rules_version(info.rules_version());
  state.set_state_format_version(info.state_format_version());
  google::protobuf::Any* payload = state.mutable_payload();
  payload->set_type_url(StateTypeUrl());
  s->SerializeToString(payload->mutable_value());
  return state;
}

void RawFromProto(const pb::State& s, RawState* out) {
  RawState& r = *out;
  r = RawState{};
  r.edition = s.options().edition();
  r.allow_empty_take = s.options().allow_empty_take();
  r.stash_surplus = s.options().stash_surplus();
  r.win_requires_six_cards = s.options().win_requires_six_cards();
  r.randomness_mode = s.randomness_mode();
  r.rng_state = s.rng_state();
  r.seat_count = s.seats_size();
  for (int p = 0; p < s.seats_size() && p < kMaxSeats; ++p) {
    const pb::Seat& seat = s.seats(p);
    r.seats[p].hand = FromProto(seat.hand());
    r.seats[p].hand_size = seat.hand_size();
    r.seats[p].collection = FromProto(seat.collection());
  }
  r.row = FromProto(s.row());
  r.discard_pile = FromProto(s.discard_pile());
  r.draw_pile = FromProto(s.draw_pile());
  r.draw_pile_size = s.draw_pile_size();
  r.current_seat = s.current_seat();
  r.phase = s.phase();
  r.after_drawing = s.after_drawing();
  r.pending_count = s.pending_steps_size();
  for (int k = 0; k < s.pending_steps_size() && k < kMaxPending; ++k) {
    r.pending[k].kind = s.pending_steps(k).kind();
    r.pending[k].seat = s.pending_steps(k).seat();
    r.pending[k].count = s.pending_steps(k).count();
  }
  r.has_winner = s.has_winner();
  r.winner = s.winner();
}

absl::Status TableFromProto(const pb::State& s, Table* out) {
  RawState raw;
  RawFromProto(s, &raw);
  return TableFromRaw(raw, out);
}

absl::Status TableFromRaw(const RawState& s, Table* out) {
  Table t;
  // Options.
  if (s.edition != pb::EDITION_BGA_2023) {
    return Bad("options.edition", "must be EDITION_BGA_2023");
  }
  if (s.stash_surplus != pb::STASH_SURPLUS_DISCARD_ALL &&
      s.stash_surplus != pb::STASH_SURPLUS_KEEP_SURPLUS) {
    return Bad("options.stash_surplus", "must be DISCARD_ALL or KEEP_SURPLUS");
  }
  t.rules.allow_empty_take = s.allow_empty_take;
  t.rules.keep_surplus = s.stash_surplus == pb::STASH_SURPLUS_KEEP_SURPLUS;
  t.rules.win_requires_six_cards = s.win_requires_six_cards;
  switch (s.randomness_mode) {
    case v1::RANDOMNESS_MODE_UNSPECIFIED:
    case v1::RANDOMNESS_MODE_SEEDED:
      t.external = false;
      break;
    case v1::RANDOMNESS_MODE_EXTERNAL:
      t.external = true;
      break;
    default:
      return Bad("randomness_mode", absl::StrCat("unknown value ", s.randomness_mode));
  }
  t.rng_state = s.rng_state;

  // Seats and cards.
  if (s.seat_count < kMinSeats || s.seat_count > kMaxSeats) {
    return Bad("seats", absl::StrCat(s.seat_count, " seats, expected ", kMinSeats, "..",
                                     kMaxSeats));
  }
  t.seat_count = static_cast<int>(s.seat_count);
  Counts total{};
  auto add = [&total](const Counts& c) {
    for (int i = 0; i < kValues; ++i) total[i] += c[i];
  };
  for (int p = 0; p < t.seat_count; ++p) {
    const RawSeat& seat = s.seats[p];
    ARBITER_RETURN_IF_ERROR(CheckCounts(seat.hand, p, "hand", &t.hands[p]));
    if (seat.hand_size != CardTotal(t.hands[p])) {
      return Bad(SeatField(p, "hand_size"), absl::StrCat(seat.hand_size, " but the hand holds ",
                                                   CardTotal(t.hands[p]), " cards"));
    }
    ARBITER_RETURN_IF_ERROR(CheckCounts(seat.collection, p, "collection", &t.collections[p]));
    if (CardTotal(t.collections[p]) > kCollectionMax) {
      return Bad(SeatField(p, "collection"), absl::StrCat(CardTotal(t.collections[p]),
                                                    " cards, at most 6 (Q7)"));
    }
    add(t.hands[p]);
    add(t.collections[p]);
  }
  ARBITER_RETURN_IF_ERROR(CheckCounts(s.row, -1, "row", &t.row));
  ARBITER_RETURN_IF_ERROR(CheckCounts(s.discard_pile, -1, "discard_pile", &t.discard));
  ARBITER_RETURN_IF_ERROR(CheckCounts(s.draw_pile, -1, "draw_pile", &t.draw));
  if (s.draw_pile_size != CardTotal(t.draw)) {
    return Bad("draw_pile_size", absl::StrCat(s.draw_pile_size, " but the draw pile holds ",
                                              CardTotal(t.draw), " cards"));
  }
  add(t.row);
  add(t.discard);
  add(t.draw);
  for (int i = 0; i < kValues; ++i) {
    if (total[i] != kDeck[i]) {
      return Bad(absl::StrCat("cards.", kValueFields[i]),
                 absl::StrCat(total[i], " cards of value ", i + 1,
                              " across hands, row, piles and collections; the deck has ",
                              kDeck[i], " (Q1)"));
    }
  }

  // Turn.
  if (s.current_seat < 0 || s.current_seat >= t.seat_count) {
    return Bad("current_seat", absl::StrCat(s.current_seat, " is not a seat of ",
                                            t.seat_count));
  }
  t.current_seat = s.current_seat;
  switch (s.phase) {
    case pb::PHASE_MAIN_ACTION:
      t.phase = Phase::kMainAction;
      break;
    case pb::PHASE_STASH_OR_END:
      t.phase = Phase::kStashOrEnd;
      break;
    case pb::PHASE_DRAWING:
      t.phase = Phase::kDrawing;
      break;
    case pb::PHASE_FINISHED:
      t.phase = Phase::kFinished;
      break;
    default:
      return Bad("phase", absl::StrCat("unknown or unset value ", s.phase));
  }
  const int row_max = t.phase == Phase::kMainAction ? kRowDiscardAt : kRowDiscardAt + 1;
  if (CardTotal(t.row) > row_max) {
    return Bad("row", absl::StrCat(CardTotal(t.row), " cards, at most ", row_max,
                                   " in this phase (Q8)"));
  }
  if (s.has_winner != (t.phase == Phase::kFinished)) {
    return Bad("winner", "set exactly when the phase is PHASE_FINISHED");
  }
  if (s.has_winner) {
    if (s.winner < 0 || s.winner >= t.seat_count) {
      return Bad("winner", absl::StrCat(s.winner, " is not a seat of ", t.seat_count));
    }
    t.winner = s.winner;
    const int total_value = ValueTotal(t.collections[t.winner]);
    const bool six_ok = !t.rules.win_requires_six_cards ||
                        CardTotal(t.collections[t.winner]) == kCollectionMax;
    if (total_value < kWinTotal || !six_ok) {
      return Bad("winner", absl::StrCat("seat ", t.winner, "'s collection (total ",
                                        total_value, ") does not win (Q9)"));
    }
    if (t.current_seat != t.winner) {
      return Bad("current_seat", "must be the winner once the game is finished");
    }
  }

  // Pending draws.
  if (s.pending_count > kMaxPending) {
    return Bad("pending_steps", absl::StrCat(s.pending_count, " steps, at most ",
                                             kMaxPending));
  }
  const bool drawing = t.phase == Phase::kDrawing;
  if (drawing != (s.pending_count > 0)) {
    return Bad("pending_steps", "non-empty exactly when the phase is PHASE_DRAWING");
  }
  if (drawing && !t.external) {
    return Bad("phase", "PHASE_DRAWING happens only in RANDOMNESS_MODE_EXTERNAL");
  }
  switch (s.after_drawing) {
    case pb::AFTER_DRAWING_UNSPECIFIED:
      t.after = AfterDrawing::kNone;
      break;
    case pb::AFTER_DRAWING_FIRST_TURN:
      t.after = AfterDrawing::kFirstTurn;
      break;
    case pb::AFTER_DRAWING_STASH_OR_END:
      t.after = AfterDrawing::kStashOrEnd;
      break;
    case pb::AFTER_DRAWING_NEXT_TURN:
      t.after = AfterDrawing::kNextTurn;
      break;
    default:
      return Bad("after_drawing", absl::StrCat("unknown value ", s.after_drawing));
  }
  if (drawing != (t.after != AfterDrawing::kNone)) {
    return Bad("after_drawing", "set exactly when the phase is PHASE_DRAWING");
  }
  for (int k = 0; k < s.pending_count; ++k) {
    const RawStep& step = s.pending[k];
    PendingStep native;
    native.seat = step.seat;
    native.count = step.count;
    switch (step.kind) {
      case pb::PENDING_KIND_DRAW_TO_ROW:
        native.kind = PendingKind::kDrawToRow;
        if (step.seat != 0) return Bad(StepField(k, ".seat"), "must be 0 for a row draw");
        break;
      case pb::PENDING_KIND_DRAW_TO_HAND:
        native.kind = PendingKind::kDrawToHand;
        if (step.seat < 0 || step.seat >= t.seat_count) {
          return Bad(StepField(k, ".seat"), absl::StrCat(step.seat, " is not a seat of ",
                                                  t.seat_count));
        }
        break;
      case pb::PENDING_KIND_DISCARD_HANDS:
        native.kind = PendingKind::kDiscardHands;
        if (step.seat != 0 || step.count != 0) {
          return Bad(StepField(k, ""), "a DISCARD_HANDS step has seat 0 and count 0");
        }
        break;
      default:
        return Bad(StepField(k, ".kind"), absl::StrCat("unknown or unset value ", step.kind));
    }
    if (native.kind != PendingKind::kDiscardHands &&
        (step.count < 1 || step.count > kHandSize)) {
      return Bad(StepField(k, ".count"), absl::StrCat(step.count, " is outside 1..6"));
    }
    t.pending[k] = native;
  }
  t.pending_begin = 0;
  t.pending_end = static_cast<int>(s.pending_count);
  if (drawing) {
    // The engine stops only in front of a card that can actually be drawn.
    if (t.pending[0].kind == PendingKind::kDiscardHands) {
      return Bad("pending_steps[0].kind", "the front step must be a draw");
    }
    if (CardTotal(t.draw) == 0) {
      return Bad("draw_pile", "empty while a draw waits for its chance outcome (Q10)");
    }
  }
  *out = t;
  return absl::OkStatus();
}

pb::State ToProto(const Table& t) {
  pb::State s;
  ToProto(t, &s);
  return s;
}

void ToProto(const Table& t, pb::State* out) { ToProto(t, kFullState, out); }

void ToProto(const Table& t, int viewer, pb::State* out) {
  const bool full = viewer == kFullState;
  pb::State& s = *out;
  pb::Options* o = s.mutable_options();
  o->set_edition(pb::EDITION_BGA_2023);
  o->set_allow_empty_take(t.rules.allow_empty_take);
  o->set_stash_surplus(t.rules.keep_surplus ? pb::STASH_SURPLUS_KEEP_SURPLUS
                                            : pb::STASH_SURPLUS_DISCARD_ALL);
  o->set_win_requires_six_cards(t.rules.win_requires_six_cards);
  s.set_randomness_mode(t.external ? v1::RANDOMNESS_MODE_EXTERNAL : v1::RANDOMNESS_MODE_SEEDED);
  s.set_rng_state(full ? t.rng_state : 0);
  // Seats and steps already there are overwritten field by field, the rest removed.
  google::protobuf::RepeatedPtrField<pb::Seat>* seats = s.mutable_seats();
  const int seat_count = t.seat_count < 0 ? 0 : t.seat_count;
  while (seats->size() > seat_count) seats->RemoveLast();
  for (int p = 0; p < seat_count; ++p) {
    pb::Seat* seat = p < seats->size() ? seats->Mutable(p) : seats->Add();
    if (full || p == viewer) {
      ToProto(t.hands[p], seat->mutable_hand());
    } else {
      seat->clear_hand();  // hand_size stays (Q11)
    }
    seat->set_hand_size(CardTotal(t.hands[p]));
    ToProto(t.collections[p], seat->mutable_collection());
  }
  ToProto(t.row, s.mutable_row());
  ToProto(t.discard, s.mutable_discard_pile());
  if (full) {
    ToProto(t.draw, s.mutable_draw_pile());
  } else {
    s.clear_draw_pile();  // draw_pile_size stays (Q11)
  }
  s.set_draw_pile_size(CardTotal(t.draw));
  s.set_current_seat(t.current_seat);
  s.set_phase(static_cast<pb::Phase>(static_cast<int>(t.phase)));
  s.set_after_drawing(static_cast<pb::AfterDrawing>(static_cast<int>(t.after)));
  google::protobuf::RepeatedPtrField<pb::PendingStep>* steps = s.mutable_pending_steps();
  const int step_count = t.pending_end > t.pending_begin ? t.pending_end - t.pending_begin : 0;
  while (steps->size() > step_count) steps->RemoveLast();
  for (int k = 0; k < step_count; ++k) {
    pb::PendingStep* step = k < steps->size() ? steps->Mutable(k) : steps->Add();
    const PendingStep& native = t.pending[t.pending_begin + k];
    step->set_kind(static_cast<pb::PendingKind>(static_cast<int>(native.kind)));
    step->set_seat(native.seat);
    step->set_count(native.count);
  }
  if (t.phase == Phase::kFinished) {
    s.set_winner(t.winner);
  } else {
    s.clear_winner();
  }
}

}  // namespace quibbles
}  // namespace arbiter
